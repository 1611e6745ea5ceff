CREATE TABLE "platform_theme" (
	"id" text PRIMARY KEY DEFAULT 'platform' NOT NULL,
	"theme" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_theme_single_row" CHECK ("platform_theme"."id" = 'platform')
);
--> statement-breakpoint
ALTER TABLE "platform_theme" ADD CONSTRAINT "platform_theme_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;