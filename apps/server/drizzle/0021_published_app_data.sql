ALTER TABLE "published_apps" ADD COLUMN "data_space" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
UPDATE "published_apps" SET "data_space" = 'preview';
