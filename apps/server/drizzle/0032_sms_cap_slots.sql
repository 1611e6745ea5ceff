CREATE TABLE "sms_slots" (
	"slot" integer PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT 'epoch' NOT NULL
);
--> statement-breakpoint
-- The slots of the default SMS_MAX_PER_HOUR (300), so the first texts on a new database find them:
-- a burst that made them itself would wait on each other's new rows. A higher cap adds its own
-- when they are first needed (modules/auth/sms-hourly-cap.ts).
INSERT INTO "sms_slots" ("slot") SELECT generate_series(0, 299);
