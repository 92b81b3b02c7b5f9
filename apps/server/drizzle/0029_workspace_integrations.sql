CREATE TABLE "workspace_api_keys" (
	"workspace_id" text NOT NULL,
	"service" text NOT NULL,
	"key_name" text,
	"sealed_key" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_api_keys_workspace_id_service_pk" PRIMARY KEY("workspace_id","service")
);
--> statement-breakpoint
ALTER TABLE "mcp_servers" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "apis" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mcp_servers" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "apis" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "workspace_api_keys" ADD CONSTRAINT "workspace_api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcp_servers" ADD CONSTRAINT "mcp_servers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apis" ADD CONSTRAINT "apis_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mcp_servers_workspace_name_idx" ON "mcp_servers" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "apis_workspace_idx" ON "apis" USING btree ("workspace_id");--> statement-breakpoint
ALTER TABLE "mcp_servers" ADD CONSTRAINT "mcp_servers_one_owner" CHECK (("mcp_servers"."user_id" is null) <> ("mcp_servers"."workspace_id" is null));--> statement-breakpoint
ALTER TABLE "apis" ADD CONSTRAINT "apis_one_owner" CHECK (("apis"."user_id" is null) <> ("apis"."workspace_id" is null));