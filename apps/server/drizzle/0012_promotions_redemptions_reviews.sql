CREATE TABLE "business_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"check_in_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_reviews_rating_range" CHECK ("business_reviews"."rating" between 1 and 5),
	CONSTRAINT "business_reviews_comment_length" CHECK (char_length("business_reviews"."comment") between 10 and 500),
	CONSTRAINT "business_reviews_reply_length" CHECK (char_length("business_reviews"."reply") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"check_in_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" numeric(10, 2) NOT NULL,
	"terms" text,
	"max_uses" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_discount_type_check" CHECK ("promotions"."discount_type" in ('percentage', 'fixed_amount', 'bogo', 'custom')),
	CONSTRAINT "promotions_status_check" CHECK ("promotions"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "promotions_title_length" CHECK (char_length("promotions"."title") between 1 and 100),
	CONSTRAINT "promotions_description_length" CHECK (char_length("promotions"."description") between 10 and 500),
	CONSTRAINT "promotions_terms_length" CHECK (char_length("promotions"."terms") <= 1000),
	CONSTRAINT "promotions_discount_value_nonneg" CHECK ("promotions"."discount_value" >= 0),
	CONSTRAINT "promotions_max_uses_positive" CHECK ("promotions"."max_uses" >= 1),
	CONSTRAINT "promotions_dates_order" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_reviews_check_in_key" ON "business_reviews" USING btree ("check_in_id");--> statement-breakpoint
CREATE INDEX "business_reviews_business_created_idx" ON "business_reviews" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_reviews_author_created_idx" ON "business_reviews" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_promotion_member_idx" ON "promotion_redemptions" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_member_created_idx" ON "promotion_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_business_idx" ON "promotion_redemptions" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_check_in_key" ON "promotion_redemptions" USING btree ("check_in_id");--> statement-breakpoint
CREATE INDEX "promotions_business_status_idx" ON "promotions" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "promotions_status_created_idx" ON "promotions" USING btree ("status","created_at");