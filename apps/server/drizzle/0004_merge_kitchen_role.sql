ALTER TABLE "jobs" DROP CONSTRAINT "jobs_role_type_check";--> statement-breakpoint
-- 'Kitchen Staff' merges into 'Kitchen / Cook' (docs/decisions/018-job-role-types.md).
UPDATE "jobs" SET "role_type" = 'cook' WHERE "role_type" = 'kitchen';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_role_type_check" CHECK ("jobs"."role_type" in ('server', 'bartender', 'cook', 'management', 'host', 'other'));
