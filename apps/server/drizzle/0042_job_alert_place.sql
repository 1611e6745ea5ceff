-- Job alerts saved with a place (decision 099): the ZIP code and radius as saved and the ZIP code's
-- center as an earth point (cube, as businesses.geo), all three or none. Nullable, so the previous
-- release's inserts (without a place) still pass the check.
ALTER TABLE "job_alerts" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "radius_miles" smallint;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "geo" "cube";--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_place_check" CHECK (("job_alerts"."zip" is null) = ("job_alerts"."radius_miles" is null) and ("job_alerts"."zip" is null) = ("job_alerts"."geo" is null));