ALTER TABLE "build_tasks" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD COLUMN "monthly_credit_cap" integer;--> statement-breakpoint
CREATE INDEX "build_tasks_workspace_spend_idx" ON "build_tasks" USING btree ("workspace_id","user_id","credit_period_end");--> statement-breakpoint
-- Hand-written: existing tasks take their project's workspace (spend per workspace counts them).
UPDATE "build_tasks" SET "workspace_id" = p."workspace_id" FROM "projects" p WHERE p."id" = "build_tasks"."project_id";
