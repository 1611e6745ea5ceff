CREATE TABLE "inbound_texts" (
	"message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inbound_texts_received_at_idx" ON "inbound_texts" USING btree ("received_at");