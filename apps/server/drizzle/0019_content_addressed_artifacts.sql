CREATE TABLE "artifact_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"body" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every stored file moves into artifact_blobs, once per distinct content;
-- its hash is recomputed from the bytes, so a row without one (or a stale
-- one) still finds its blob.
UPDATE "artifacts" SET "sha256" = encode(sha256("body"), 'hex');--> statement-breakpoint
INSERT INTO "artifact_blobs" ("sha256", "body", "size")
SELECT DISTINCT ON ("sha256") "sha256", "body", octet_length("body")
FROM "artifacts"
ORDER BY "sha256";--> statement-breakpoint
ALTER TABLE "artifacts" ALTER COLUMN "sha256" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "artifacts" ADD CONSTRAINT "artifacts_sha256_artifact_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."artifact_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artifacts_sha256_idx" ON "artifacts" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "artifacts" DROP COLUMN "body";
