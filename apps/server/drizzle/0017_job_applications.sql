CREATE TABLE "job_application_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text,
	CONSTRAINT "job_application_steps_status_check" CHECK ("job_application_steps"."status" in ('new', 'reviewed', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid,
	"user_id" uuid NOT NULL,
	"business_id" uuid,
	"job_title" text NOT NULL,
	"business_name" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"sms_updates" boolean DEFAULT false NOT NULL,
	"profile" jsonb NOT NULL,
	"decline_message" text,
	"read_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('new', 'reviewed', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn')),
	CONSTRAINT "job_applications_note_length" CHECK (char_length("job_applications"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "job_application_steps" ADD CONSTRAINT "job_application_steps_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_steps" ADD CONSTRAINT "job_application_steps_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_steps_application_idx" ON "job_application_steps" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE INDEX "job_application_steps_changed_by_idx" ON "job_application_steps" USING btree ("changed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_user_key" ON "job_applications" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_created_idx" ON "job_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_unread_business_idx" ON "job_applications" USING btree ("business_id","created_at") WHERE "job_applications"."read_at" is null;