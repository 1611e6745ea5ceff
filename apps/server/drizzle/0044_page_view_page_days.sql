-- Each page's views per day that is over, copied from the counters in key order (decision 089's
-- second addendum); the roll-up fills it from the counters up to its own mark, page_days_through.
CREATE TABLE "page_view_page_days" (
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"page_id" uuid NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_page_days_pkey" PRIMARY KEY("business_id","kind","day","page_id"),
	CONSTRAINT "page_view_page_days_kind_check" CHECK ("page_view_page_days"."kind" in ('job', 'business'))
);
--> statement-breakpoint
ALTER TABLE "page_view_rollups" ADD COLUMN "page_days_through" date;