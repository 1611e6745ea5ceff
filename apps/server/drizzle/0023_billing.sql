CREATE TABLE "business_billing" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"status" text DEFAULT 'trialing' NOT NULL,
	"unpaid_since" timestamp with time zone,
	"quantity" integer DEFAULT 0 NOT NULL,
	"closed_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_billing_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "business_billing_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "business_billing_status_check" CHECK ("business_billing"."status" in ('trialing', 'active', 'past_due', 'canceled', 'unpaid')),
	CONSTRAINT "business_billing_quantity_check" CHECK ("business_billing"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_billing" ADD CONSTRAINT "business_billing_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_billing_trial_ends_idx" ON "business_billing" USING btree ("trial_ends_at");--> statement-breakpoint
CREATE INDEX "business_billing_unpaid_idx" ON "business_billing" USING btree ("unpaid_since") WHERE "business_billing"."unpaid_since" is not null;
--> statement-breakpoint
-- Businesses already live when billing arrived start their free trial now (decision 067).
INSERT INTO "business_billing" ("business_id", "trial_ends_at", "unpaid_since")
SELECT "id", now() + interval '90 days', now() + interval '90 days' FROM "businesses" WHERE "is_active" AND "status" = 'active';
