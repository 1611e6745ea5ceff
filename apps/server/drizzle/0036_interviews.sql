CREATE TABLE "interview_slots" (
	"interview_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "interview_slots_interview_id_number_pk" PRIMARY KEY("interview_id","number"),
	CONSTRAINT "interview_slots_number_check" CHECK ("interview_slots"."number" between 1 and 5),
	CONSTRAINT "interview_slots_minutes_check" CHECK ("interview_slots"."minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"job_id" uuid,
	"user_id" uuid NOT NULL,
	"invited_by" uuid,
	"status" text DEFAULT 'offered' NOT NULL,
	"place" text NOT NULL,
	"address" text,
	"with_whom" text,
	"with_whom_key" text DEFAULT '' NOT NULL,
	"note" text,
	"starts_at" timestamp with time zone,
	"minutes" integer,
	"reason" text,
	"ended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('offered', 'scheduled', 'declined', 'other_times', 'rescheduled', 'cancelled', 'attended', 'no_show')),
	CONSTRAINT "interviews_place_check" CHECK ("interviews"."place" in ('business', 'phone')),
	CONSTRAINT "interviews_ended_by_check" CHECK ("interviews"."ended_by" in ('applicant', 'business'))
);
--> statement-breakpoint
ALTER TABLE "text_consents" DROP CONSTRAINT "text_consents_kind_check";--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_open_application_key" ON "interviews" USING btree ("application_id") WHERE "interviews"."status" in ('offered', 'scheduled', 'other_times');--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_time_taken_key" ON "interviews" USING btree ("business_id","with_whom_key","starts_at") WHERE "interviews"."status" in ('scheduled', 'attended', 'no_show');--> statement-breakpoint
CREATE INDEX "interviews_business_idx" ON "interviews" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_no_show_idx" ON "interviews" USING btree ("business_id","user_id") WHERE "interviews"."status" = 'no_show';--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_kind_check" CHECK ("text_consents"."kind" in ('sign-in-code', 'application-status', 'job-alert', 'application-reminder', 'application-digest', 'business-approved', 'billing', 'business-messages', 'interviews'));