CREATE TABLE "text_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"screen" text NOT NULL,
	"words" text NOT NULL,
	"words_version" text NOT NULL,
	"locale" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_consents_phone_e164" CHECK ("text_consents"."phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "text_consents_kind_check" CHECK ("text_consents"."kind" in ('sign-in-code', 'application-status', 'job-alert', 'application-reminder', 'application-digest', 'business-approved', 'billing')),
	CONSTRAINT "text_consents_screen_check" CHECK ("text_consents"."screen" in ('sign-in', 'apply', 'job-alerts', 'business-setup', 'settings'))
);
--> statement-breakpoint
CREATE TABLE "text_introductions" (
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_introductions_phone_kind_pk" PRIMARY KEY("phone","kind")
);
--> statement-breakpoint
ALTER TABLE "request_events" DROP CONSTRAINT "request_events_action_check";--> statement-breakpoint
DROP INDEX "leads_email_business_key";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "message" text;--> statement-breakpoint
CREATE INDEX "text_consents_phone_kind_idx" ON "text_consents" USING btree ("phone","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_business_key" ON "leads" USING btree (lower("email"),lower("business")) WHERE "leads"."lead_source" = 'website';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK ("leads"."lead_source" in ('website', 'support'));--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_action_check" CHECK ("request_events"."action" in ('lead', 'card_verification', 'image_upload', 'roster_import', 'alert_email_confirmation', 'business_profile_save', 'alert_link', 'alert_unsubscribe', 'ai_call', 'ai_extraction', 'language_change', 'page_view', 'text_consent_change'));