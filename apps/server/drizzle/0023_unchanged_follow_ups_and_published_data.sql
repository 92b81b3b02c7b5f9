DROP INDEX "build_tasks_project_version_idx";--> statement-breakpoint
ALTER TABLE "build_tasks" ADD COLUMN "unchanged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "published_apps" ADD COLUMN "data_space" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
UPDATE "published_apps" SET "data_space" = 'preview';--> statement-breakpoint
CREATE UNIQUE INDEX "build_tasks_project_version_idx" ON "build_tasks" USING btree ("project_id","version_number") WHERE not "build_tasks"."unchanged";
