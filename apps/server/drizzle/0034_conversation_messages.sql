CREATE TABLE "conversation_blocks" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"blocked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_blocks_business_id_user_id_blocked_by_pk" PRIMARY KEY("business_id","user_id","blocked_by"),
	CONSTRAINT "conversation_blocks_side_check" CHECK ("conversation_blocks"."blocked_by" in ('applicant', 'business'))
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"business_id" uuid,
	"sender_id" uuid,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"channel" text DEFAULT 'app' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_side_check" CHECK ("conversation_messages"."side" in ('applicant', 'business')),
	CONSTRAINT "conversation_messages_channel_check" CHECK ("conversation_messages"."channel" in ('app', 'text')),
	CONSTRAINT "conversation_messages_body_length" CHECK (char_length("conversation_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reported_by" uuid NOT NULL,
	"side" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_side_check" CHECK ("message_reports"."side" in ('applicant', 'business')),
	CONSTRAINT "message_reports_reason_length" CHECK (char_length("message_reports"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "text_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb NOT NULL,
	"pending" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_reply_routes" (
	"text_message_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid NOT NULL,
	"business_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_reply_routes" ADD CONSTRAINT "text_reply_routes_text_message_id_text_messages_id_fk" FOREIGN KEY ("text_message_id") REFERENCES "public"."text_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_reply_routes" ADD CONSTRAINT "text_reply_routes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_reply_routes" ADD CONSTRAINT "text_reply_routes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_application_idx" ON "conversation_messages" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_sender_idx" ON "conversation_messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_business_idx" ON "conversation_messages" USING btree ("business_id","created_at") WHERE "conversation_messages"."side" = 'business';--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_key" ON "message_reports" USING btree ("message_id","reported_by");--> statement-breakpoint
CREATE INDEX "message_reports_created_idx" ON "message_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "text_prompts_phone_idx" ON "text_prompts" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "text_reply_routes_application_idx" ON "text_reply_routes" USING btree ("application_id");