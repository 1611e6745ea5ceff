ALTER TABLE "job_alerts" ADD COLUMN "min_pay" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "max_hourly_pay" numeric(10, 2) GENERATED ALWAYS AS (case when hourly_rate_min is not null then coalesce(hourly_rate_max, hourly_rate_min) else base_hourly_pay end + case when is_tipped_role then coalesce(estimated_tips_hourly, 0) else 0 end) STORED;--> statement-breakpoint
CREATE INDEX "jobs_live_max_hourly_pay_idx" ON "jobs" USING btree ("max_hourly_pay","posted_at","expires_at") WHERE "jobs"."status" = 'approved';
