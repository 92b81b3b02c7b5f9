CREATE TABLE "invitation_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_by" text NOT NULL,
	"grant_type" text NOT NULL,
	"grant_credits" integer,
	"grant_plan" text,
	"uses_total" integer NOT NULL,
	"uses_left" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"code_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salelist" (
	"email" text PRIMARY KEY NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credits_granted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "actor_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_codes_hash_idx" ON "invitation_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "invitation_codes_created_by_idx" ON "invitation_codes" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_redemptions_code_user_idx" ON "invitation_redemptions" USING btree ("code_id","user_id");