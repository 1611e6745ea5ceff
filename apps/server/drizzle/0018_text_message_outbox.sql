CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"phone" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"send_after" timestamp with time zone NOT NULL,
	"send_day" date NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "text_messages_phone_e164" CHECK ("text_messages"."phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "text_messages_status_check" CHECK ("text_messages"."status" in ('queued', 'held', 'sending', 'sent', 'skipped', 'failed')),
	CONSTRAINT "text_messages_reason_check" CHECK ("text_messages"."reason" is null or "text_messages"."reason" in ('opted_out', 'daily_limit', 'destination_refused', 'gateway_refused', 'interrupted'))
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"phone" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_opt_outs_phone_category_pk" PRIMARY KEY("phone","category"),
	CONSTRAINT "text_opt_outs_phone_e164" CHECK ("text_opt_outs"."phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_messages_phone_category_day_idx" ON "text_messages" USING btree ("phone","category","send_day");--> statement-breakpoint
CREATE INDEX "text_messages_handed_over_idx" ON "text_messages" USING btree ("updated_at") WHERE "text_messages"."status" in ('sending', 'sent');--> statement-breakpoint
CREATE INDEX "text_messages_user_idx" ON "text_messages" USING btree ("user_id");