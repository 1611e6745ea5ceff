DROP INDEX "leads_email_business_key";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "message" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_business_key" ON "leads" USING btree (lower("email"),lower("business")) WHERE "leads"."lead_source" = 'website';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK ("leads"."lead_source" in ('website', 'support'));