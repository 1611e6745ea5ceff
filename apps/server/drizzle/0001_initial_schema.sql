CREATE TABLE "ai_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_conversations_type_check" CHECK ("ai_conversations"."type" in ('business_onboarding', 'employee_onboarding')),
	CONSTRAINT "ai_conversations_status_check" CHECK ("ai_conversations"."status" in ('active', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_messages_role_check" CHECK ("ai_messages"."role" in ('user', 'assistant', 'system'))
);
--> statement-breakpoint
CREATE TABLE "business_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'employee' NOT NULL,
	"join_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_members_business_user_key" UNIQUE("business_id","user_id"),
	CONSTRAINT "business_members_role_check" CHECK ("business_members"."role" in ('owner', 'manager', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"business_type" text DEFAULT 'restaurant' NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"address" text,
	"city" text,
	"industry" text,
	"phone" text,
	"email" text,
	"website" text,
	"website_url" text,
	"instagram_url" text,
	"tiktok_url" text,
	"facebook_url" text,
	"logo_url" text,
	"hero_image_url" text,
	"primary_color" text DEFAULT '#0A84FF',
	"max_visits_per_day" integer,
	"time_between_visits_minutes" integer,
	"latitude" double precision,
	"longitude" double precision,
	"employee_count" integer,
	"visits_count" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(3, 2),
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_type_check" CHECK ("businesses"."business_type" in ('restaurant', 'bar', 'cafe', 'hotel', 'retail', 'salon', 'spa', 'fitness', 'entertainment', 'service', 'tech', 'healthcare', 'finance', 'other')),
	CONSTRAINT "businesses_status_check" CHECK ("businesses"."status" in ('active', 'inactive', 'archived')),
	CONSTRAINT "businesses_city_check" CHECK ("businesses"."city" in ('portland', 'south-portland', 'westbrook', 'gorham', 'scarborough')),
	CONSTRAINT "businesses_industry_check" CHECK ("businesses"."industry" in ('food-beverage', 'retail', 'healthcare', 'technology', 'professional-services', 'hospitality', 'manufacturing')),
	CONSTRAINT "businesses_primary_color_hex" CHECK ("businesses"."primary_color" ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$'),
	CONSTRAINT "businesses_latitude_range" CHECK ("businesses"."latitude" between -90 and 90),
	CONSTRAINT "businesses_longitude_range" CHECK ("businesses"."longitude" between -180 and 180),
	CONSTRAINT "businesses_employee_count_nonneg" CHECK ("businesses"."employee_count" >= 0),
	CONSTRAINT "businesses_visits_count_nonneg" CHECK ("businesses"."visits_count" >= 0),
	CONSTRAINT "businesses_average_rating_range" CHECK ("businesses"."average_rating" between 0 and 5),
	CONSTRAINT "businesses_visit_limits_nonneg" CHECK ("businesses"."max_visits_per_day" >= 0 and "businesses"."time_between_visits_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "employee_rosters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"position" text,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_rosters_business_phone_key" UNIQUE("business_id","phone"),
	CONSTRAINT "employee_rosters_phone_e164" CHECK ("employee_rosters"."phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"business_id" uuid NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" text DEFAULT 'full-time' NOT NULL,
	"role_type" text DEFAULT 'other' NOT NULL,
	"salary_display" text,
	"hourly_rate_min" numeric(8, 2),
	"hourly_rate_max" numeric(8, 2),
	"base_hourly_pay" numeric(8, 2),
	"salary" numeric(8, 2) GENERATED ALWAYS AS (coalesce(base_hourly_pay, hourly_rate_min, 0) + case when is_tipped_role then coalesce(estimated_tips_hourly, 0) else 0 end) STORED NOT NULL,
	"description" text,
	"workplace_highlights" text,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"basic_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_tipped_role" boolean DEFAULT false NOT NULL,
	"estimated_tips_hourly" numeric(8, 2),
	"tip_structure" text,
	"tip_pool_description" text,
	"weekly_hours" numeric(5, 2),
	"minimum_shifts_per_week" integer,
	"start_availability" text,
	"contact_email" text,
	"contact_name" text,
	"contact_phone" text,
	"status" text DEFAULT 'approved' NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"schedule_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_employment_type_check" CHECK ("jobs"."employment_type" in ('full-time', 'part-time', 'contract', 'temporary')),
	CONSTRAINT "jobs_role_type_check" CHECK ("jobs"."role_type" in ('server', 'bartender', 'cook', 'kitchen', 'management', 'host', 'other')),
	CONSTRAINT "jobs_tip_structure_check" CHECK ("jobs"."tip_structure" in ('individual', 'pooled', 'other')),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'approved', 'closed')),
	CONSTRAINT "jobs_pay_nonneg" CHECK ("jobs"."base_hourly_pay" >= 0 and "jobs"."estimated_tips_hourly" >= 0 and "jobs"."hourly_rate_min" >= 0 and "jobs"."hourly_rate_max" >= 0),
	CONSTRAINT "jobs_rate_range" CHECK ("jobs"."hourly_rate_max" >= "jobs"."hourly_rate_min"),
	CONSTRAINT "jobs_weekly_hours_range" CHECK ("jobs"."weekly_hours" between 0 and 168),
	CONSTRAINT "jobs_minimum_shifts_range" CHECK ("jobs"."minimum_shifts_per_week" between 1 and 7),
	CONSTRAINT "jobs_schedule_is_array" CHECK (jsonb_typeof("jobs"."schedule_data") = 'array')
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"business" text NOT NULL,
	"lead_source" text DEFAULT 'website' NOT NULL,
	"is_owner_gm" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"requested_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"ip" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_events_kind_check" CHECK ("otp_events"."kind" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"replaced_by_id" uuid,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"family_expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"role" text DEFAULT 'worker' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"profile_picture_url" text,
	"favorite_business_id" uuid,
	"last_sign_in_at" timestamp with time zone,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_phone_e164" CHECK ("users"."phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('worker', 'business_owner', 'admin', 'super_admin')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'inactive', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "work_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"position_title" text NOT NULL,
	"location" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"description" text,
	"employment_type" text DEFAULT 'part-time' NOT NULL,
	"hourly_wage" numeric(6, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_experiences_employment_type_check" CHECK ("work_experiences"."employment_type" in ('part-time', 'full-time', 'contract', 'seasonal', 'internship')),
	CONSTRAINT "work_experiences_hourly_wage_range" CHECK ("work_experiences"."hourly_wage" between 0 and 999.99),
	CONSTRAINT "work_experiences_dates_order" CHECK ("work_experiences"."end_date" >= "work_experiences"."start_date")
);
--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_conversation_id_ai_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_rosters" ADD CONSTRAINT "employee_rosters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_rosters" ADD CONSTRAINT "employee_rosters_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_replaced_by_id_refresh_sessions_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."refresh_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_favorite_business_id_businesses_id_fk" FOREIGN KEY ("favorite_business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_conversations_user_idx" ON "ai_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ai_messages_conversation_created_idx" ON "ai_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "business_members_user_idx" ON "business_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_name_lower_idx" ON "businesses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "businesses_employee_count_idx" ON "businesses" USING btree ("employee_count");--> statement-breakpoint
CREATE INDEX "businesses_created_at_idx" ON "businesses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "businesses_updated_at_idx" ON "businesses" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "businesses_city_idx" ON "businesses" USING btree ("city");--> statement-breakpoint
CREATE INDEX "businesses_industry_idx" ON "businesses" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "businesses_owner_idx" ON "businesses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "employee_rosters_phone_idx" ON "employee_rosters" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "employee_rosters_submitted_by_idx" ON "employee_rosters" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_live_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_title_idx" ON "jobs" USING btree ("title","id") WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_company_idx" ON "jobs" USING btree (lower("company"),"id") WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_salary_idx" ON "jobs" USING btree ("salary" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_employment_posted_idx" ON "jobs" USING btree ("employment_type","posted_at" DESC NULLS FIRST) WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_role_posted_idx" ON "jobs" USING btree ("role_type","posted_at" DESC NULLS FIRST) WHERE "jobs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_live_tipped_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST) WHERE "jobs"."status" = 'approved' and "jobs"."is_tipped_role";--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_business_posted_idx" ON "jobs" USING btree ("business_id","posted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_business_key" ON "leads" USING btree (lower("email"),lower("business"));--> statement-breakpoint
CREATE INDEX "otp_challenges_phone_created_idx" ON "otp_challenges" USING btree ("phone","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "otp_events_phone_kind_created_idx" ON "otp_events" USING btree ("phone","kind","created_at");--> statement-breakpoint
CREATE INDEX "otp_events_ip_kind_created_idx" ON "otp_events" USING btree ("ip","kind","created_at") WHERE "otp_events"."ip" is not null;--> statement-breakpoint
CREATE INDEX "refresh_sessions_family_idx" ON "refresh_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_user_idx" ON "refresh_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_replaced_by_idx" ON "refresh_sessions" USING btree ("replaced_by_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_favorite_business_idx" ON "users" USING btree ("favorite_business_id");--> statement-breakpoint
CREATE INDEX "work_experiences_user_start_idx" ON "work_experiences" USING btree ("user_id","start_date" DESC NULLS FIRST);