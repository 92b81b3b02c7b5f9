CREATE TABLE "project_git_remotes" (
	"project_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"branch" text NOT NULL,
	"sealed_token" text,
	"sealed_webhook_secret" text NOT NULL,
	"status" text DEFAULT 'syncing' NOT NULL,
	"last_error" text,
	"conflict_branch" text,
	"remote_commit" text,
	"synced_task_id" text,
	"head_at_sync" text,
	"last_synced_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"sync_queued" boolean DEFAULT false NOT NULL,
	"lease_by" text,
	"lease_until" timestamp with time zone,
	"sync_again" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_git_remotes" ADD CONSTRAINT "project_git_remotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_git_remotes" ADD CONSTRAINT "project_git_remotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;