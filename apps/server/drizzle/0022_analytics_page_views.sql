CREATE TABLE "page_views" (
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "page_views_pkey" PRIMARY KEY("business_id","kind","day","page_id"),
	CONSTRAINT "page_views_kind_check" CHECK ("page_views"."kind" in ('job', 'business')),
	CONSTRAINT "page_views_views_positive" CHECK ("page_views"."views" > 0)
);
--> statement-breakpoint
CREATE INDEX "check_ins_business_created_idx" ON "check_ins" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "check_ins_member_created_idx" ON "check_ins" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "check_ins_created_idx" ON "check_ins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "employee_rosters_claimed_idx" ON "employee_rosters" USING btree ("claimed_at") WHERE "employee_rosters"."claimed_at" is not null;--> statement-breakpoint
CREATE INDEX "job_applications_business_created_idx" ON "job_applications" USING btree ("business_id","created_at","job_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_business_created_idx" ON "promotion_redemptions" USING btree ("business_id","created_at","promotion_id");