CREATE TABLE "artifact_encodings" (
	"sha256" text NOT NULL,
	"encoding" text NOT NULL,
	"source" text NOT NULL,
	"body" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artifact_encodings_pk" PRIMARY KEY("sha256","encoding")
);
--> statement-breakpoint
ALTER TABLE "artifact_encodings" ADD CONSTRAINT "artifact_encodings_source_artifact_blobs_sha256_fk" FOREIGN KEY ("source") REFERENCES "public"."artifact_blobs"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artifact_encodings_source_idx" ON "artifact_encodings" USING btree ("source");--> statement-breakpoint
-- The preview host caches what a published address serves; this tells every
-- process when a slug is published anew, republished or unpublished.
CREATE OR REPLACE FUNCTION kiln_notify_published_app() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kiln_published_app', OLD.slug);
  ELSE
    PERFORM pg_notify('kiln_published_app', NEW.slug);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER published_apps_changed AFTER INSERT OR UPDATE OR DELETE ON published_apps
FOR EACH ROW EXECUTE FUNCTION kiln_notify_published_app();
