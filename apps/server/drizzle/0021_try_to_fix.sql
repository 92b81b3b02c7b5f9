ALTER TABLE "build_tasks" ADD COLUMN "fix_of" text;--> statement-breakpoint
ALTER TABLE "build_tasks" ADD COLUMN "free_fix" boolean DEFAULT false NOT NULL;