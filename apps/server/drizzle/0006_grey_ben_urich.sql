CREATE TABLE "app_rate_windows" (
	"project_id" text NOT NULL,
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "app_rate_windows_project_id_bucket_pk" PRIMARY KEY("project_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "app_usage" (
	"project_id" text PRIMARY KEY NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"record_bytes" bigint DEFAULT 0 NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"file_bytes" bigint DEFAULT 0 NOT NULL,
	"end_users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_files" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"entity" text,
	"owner_id" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_entities" ADD COLUMN "studio_rules" jsonb;--> statement-breakpoint
ALTER TABLE "app_entities" ADD COLUMN "studio_rules_base" jsonb;--> statement-breakpoint
CREATE INDEX "app_files_project_idx" ON "app_files" USING btree ("project_id","created_at");