CREATE TABLE "request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"network" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_events_action_check" CHECK ("request_events"."action" in ('lead'))
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "otp_events_ip_kind_created_idx";--> statement-breakpoint
ALTER TABLE "otp_events" ADD COLUMN "network" text;--> statement-breakpoint
CREATE INDEX "request_events_action_network_created_idx" ON "request_events" USING btree ("action","network","created_at");--> statement-breakpoint
CREATE INDEX "used_challenges_expires_at_idx" ON "used_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otp_events_network_kind_created_idx" ON "otp_events" USING btree ("network","kind","created_at") WHERE "otp_events"."network" is not null;--> statement-breakpoint
CREATE INDEX "otp_events_kind_created_idx" ON "otp_events" USING btree ("kind","created_at");