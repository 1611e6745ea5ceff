CREATE TABLE "sms_slots" (
	"slot" integer PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT 'epoch' NOT NULL
);
