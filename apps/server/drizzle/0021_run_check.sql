CREATE TABLE "run_check_screenshots" (
	"task_id" text PRIMARY KEY NOT NULL,
	"jpeg" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "build_tasks" ADD COLUMN "fix_of" text;--> statement-breakpoint
ALTER TABLE "build_tasks" ADD COLUMN "free_fix" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "build_tasks" ADD COLUMN "run_check" jsonb;--> statement-breakpoint
ALTER TABLE "run_check_screenshots" ADD CONSTRAINT "run_check_screenshots_task_id_build_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."build_tasks"("id") ON DELETE cascade ON UPDATE no action;