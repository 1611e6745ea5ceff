-- Rows written before the API checked dates: a current job keeps no end date, and a job that ended
-- on its start day ends the day after, so the stricter checks below hold on any existing database.
UPDATE "work_experiences" SET "end_date" = NULL WHERE "is_current" AND "end_date" IS NOT NULL;--> statement-breakpoint
UPDATE "work_experiences" SET "end_date" = "start_date" + 1 WHERE "end_date" <= "start_date";--> statement-breakpoint
ALTER TABLE "work_experiences" DROP CONSTRAINT "work_experiences_dates_order";--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_current_has_no_end" CHECK (not ("work_experiences"."is_current" and "work_experiences"."end_date" is not null));--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_dates_order" CHECK ("work_experiences"."end_date" > "work_experiences"."start_date");