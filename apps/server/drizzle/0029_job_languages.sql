ALTER TABLE "job_alerts" ADD COLUMN "languages" text[];--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_live_languages_idx" ON "jobs" USING gin ("languages") WHERE "jobs"."status" = 'approved';