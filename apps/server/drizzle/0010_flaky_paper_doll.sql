CREATE TABLE "published_apps" (
	"project_id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_apis" (
	"project_id" text NOT NULL,
	"api_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_apis_project_id_api_id_pk" PRIMARY KEY("project_id","api_id")
);
--> statement-breakpoint
ALTER TABLE "published_apps" ADD CONSTRAINT "published_apps_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_apps" ADD CONSTRAINT "published_apps_task_id_build_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."build_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_apis" ADD CONSTRAINT "project_apis_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_apis" ADD CONSTRAINT "project_apis_api_id_apis_id_fk" FOREIGN KEY ("api_id") REFERENCES "public"."apis"("id") ON DELETE cascade ON UPDATE no action;