ALTER TABLE "request_events" DROP CONSTRAINT "request_events_action_check";--> statement-breakpoint
ALTER TABLE "employee_rosters" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_action_check" CHECK ("request_events"."action" in ('lead', 'card_verification', 'image_upload', 'roster_import'));