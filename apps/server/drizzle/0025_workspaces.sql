CREATE TABLE "current_workspaces" (
	"user_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"personal_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "workspace_id" text;--> statement-breakpoint
-- Every existing user gets a personal workspace, owns it, and their projects move there.
INSERT INTO "workspaces" ("id", "name", "kind", "personal_of")
  SELECT gen_random_uuid()::text, 'Personal', 'personal', "id" FROM "users";--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role")
  SELECT "id", "personal_of", 'owner' FROM "workspaces" WHERE "personal_of" IS NOT NULL;--> statement-breakpoint
UPDATE "projects" SET "workspace_id" = "workspaces"."id"
  FROM "workspaces" WHERE "workspaces"."personal_of" = "projects"."user_id";--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "current_workspaces" ADD CONSTRAINT "current_workspaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_workspaces" ADD CONSTRAINT "current_workspaces_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_personal_of_users_id_fk" FOREIGN KEY ("personal_of") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_token_hash_idx" ON "workspace_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_id_idx" ON "workspace_invitations" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "workspace_members_user_id_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_personal_of_idx" ON "workspaces" USING btree ("personal_of");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_workspace_id_idx" ON "projects" USING btree ("workspace_id");--> statement-breakpoint
-- GET /new_build's cache is per user: a change to a project or a version tells
-- every member of the project's workspace (and the row's user); a membership
-- or a current-workspace change tells that member.
CREATE OR REPLACE FUNCTION kiln_notify_project_list() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  workspace text;
  member text;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('kiln_project_list', changed.user_id);
  IF TG_TABLE_NAME = 'projects' THEN
    workspace := changed.workspace_id;
  ELSIF TG_TABLE_NAME = 'build_tasks' THEN
    SELECT p.workspace_id INTO workspace FROM projects p WHERE p.id = changed.project_id;
  END IF;
  IF workspace IS NOT NULL THEN
    FOR member IN SELECT m.user_id FROM workspace_members m WHERE m.workspace_id = workspace LOOP
      IF member <> changed.user_id THEN
        PERFORM pg_notify('kiln_project_list', member);
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workspace_members_list_changed AFTER INSERT OR UPDATE OR DELETE ON workspace_members
FOR EACH ROW EXECUTE FUNCTION kiln_notify_project_list();
--> statement-breakpoint
CREATE TRIGGER current_workspaces_list_changed AFTER INSERT OR UPDATE OR DELETE ON current_workspaces
FOR EACH ROW EXECUTE FUNCTION kiln_notify_project_list();