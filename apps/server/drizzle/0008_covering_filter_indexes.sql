DROP INDEX "jobs_live_employment_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_live_role_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_live_tipped_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_live_employment_posted_idx" ON "jobs" USING btree ("employment_type","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at","role_type","is_tipped_role") WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_role_posted_idx" ON "jobs" USING btree ("role_type","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at","employment_type","is_tipped_role") WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_tipped_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at","employment_type","role_type") WHERE "jobs"."status" = 'approved' and "jobs"."is_tipped_role";