CREATE TABLE "worker_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"number" text,
	"issuer" text,
	"issued_on" date,
	"expires_on" date,
	"photo_name" text,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_certificates_kind_check" CHECK ("worker_certificates"."kind" in ('food_handler', 'servsafe_manager', 'servsafe_alcohol', 'tips', 'allergen_awareness', 'first_aid', 'other')),
	CONSTRAINT "worker_certificates_dates_order" CHECK ("worker_certificates"."expires_on" > "worker_certificates"."issued_on"),
	CONSTRAINT "worker_certificates_other_named" CHECK ("worker_certificates"."kind" <> 'other' or "worker_certificates"."name" is not null)
);
--> statement-breakpoint
ALTER TABLE "request_events" DROP CONSTRAINT "request_events_action_check";--> statement-breakpoint
ALTER TABLE "text_consents" DROP CONSTRAINT "text_consents_kind_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "required_certificates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_certificates" ADD CONSTRAINT "worker_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worker_certificates_user_kind_idx" ON "worker_certificates" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "worker_certificates_unreminded_idx" ON "worker_certificates" USING btree ("expires_on") WHERE "worker_certificates"."expires_on" is not null and "worker_certificates"."reminded_for" is distinct from "worker_certificates"."expires_on";--> statement-breakpoint
CREATE INDEX "jobs_live_certificates_idx" ON "jobs" USING gin ("required_certificates") WHERE "jobs"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_action_check" CHECK ("request_events"."action" in ('lead', 'card_verification', 'image_upload', 'roster_import', 'alert_email_confirmation', 'business_profile_save', 'alert_link', 'alert_unsubscribe', 'ai_call', 'ai_extraction', 'language_change', 'page_view', 'text_consent_change', 'screening_questions_save', 'certificate_change'));--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_kind_check" CHECK ("text_consents"."kind" in ('sign-in-code', 'application-status', 'job-alert', 'application-reminder', 'application-digest', 'business-approved', 'billing', 'business-messages', 'interviews', 'certificate-reminders'));