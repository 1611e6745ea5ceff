DROP INDEX "jobs_live_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_live_title_idx";--> statement-breakpoint
DROP INDEX "jobs_live_company_idx";--> statement-breakpoint
DROP INDEX "jobs_live_salary_idx";--> statement-breakpoint
CREATE INDEX "jobs_live_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at") WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_title_idx" ON "jobs" USING btree ("title","id","posted_at","expires_at") WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_company_idx" ON "jobs" USING btree (lower("company"),"id","posted_at","expires_at") WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_salary_idx" ON "jobs" USING btree ("salary" DESC NULLS FIRST,"id" DESC NULLS FIRST,"posted_at","expires_at") WHERE "jobs"."status" = 'approved';