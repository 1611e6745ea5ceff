CREATE TABLE "page_view_days" (
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_days_pkey" PRIMARY KEY("business_id","kind","day"),
	CONSTRAINT "page_view_days_kind_check" CHECK ("page_view_days"."kind" in ('job', 'business'))
);
--> statement-breakpoint
CREATE TABLE "page_view_months" (
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"page_id" uuid NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_months_pkey" PRIMARY KEY("business_id","kind","month","page_id"),
	CONSTRAINT "page_view_months_kind_check" CHECK ("page_view_months"."kind" in ('job', 'business')),
	CONSTRAINT "page_view_months_first_day" CHECK (extract(day from "page_view_months"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "page_view_rollups" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"rolled_through" date NOT NULL,
	CONSTRAINT "page_view_rollups_one_row" CHECK ("page_view_rollups"."id")
);
--> statement-breakpoint
CREATE INDEX "page_view_days_views_idx" ON "page_view_days" USING btree ("business_id","kind","day","views");--> statement-breakpoint
CREATE INDEX "page_view_months_views_idx" ON "page_view_months" USING btree ("business_id","kind","month","page_id","views");--> statement-breakpoint
CREATE INDEX "jobs_business_titles_idx" ON "jobs" USING btree ("business_id","id","title","posted_at","created_at");