ALTER TABLE "request_events" DROP CONSTRAINT "request_events_action_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "booking_url" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "menu_url" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "culture" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_action_check" CHECK ("request_events"."action" in ('lead', 'card_verification', 'image_upload', 'roster_import', 'alert_email_confirmation', 'business_profile_save'));