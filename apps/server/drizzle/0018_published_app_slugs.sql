-- Published apps already out get a random slug of their own: their old
-- p-<projectId> address named the project.
ALTER TABLE "published_apps" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "published_apps" SET "slug" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "published_apps" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "published_apps_slug_idx" ON "published_apps" USING btree ("slug");
