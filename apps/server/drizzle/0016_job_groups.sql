ALTER TABLE "jobs" ADD COLUMN "group_key" text;--> statement-breakpoint
CREATE INDEX "jobs_running_group_idx" ON "jobs" USING btree ("group_key") WHERE status = 'running';