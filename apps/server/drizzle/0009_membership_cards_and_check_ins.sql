CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"recorded_by" uuid,
	"method" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_method_check" CHECK ("check_ins"."method" in ('qr_code', 'manual')),
	CONSTRAINT "check_ins_notes_length" CHECK (char_length("check_ins"."notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "card_code_uses" (
	"user_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_code_uses_pkey" PRIMARY KEY("user_id","step")
);
--> statement-breakpoint
CREATE TABLE "member_cards" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_cards_card_id_key" UNIQUE("card_id")
);
--> statement-breakpoint
ALTER TABLE "request_events" DROP CONSTRAINT "request_events_action_check";--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_code_uses" ADD CONSTRAINT "card_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_business_member_created_idx" ON "check_ins" USING btree ("business_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "check_ins_member_idx" ON "check_ins" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "check_ins_recorded_by_idx" ON "check_ins" USING btree ("recorded_by");--> statement-breakpoint
CREATE INDEX "card_code_uses_first_seen_idx" ON "card_code_uses" USING btree ("first_seen_at");--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_action_check" CHECK ("request_events"."action" in ('lead', 'card_verification'));