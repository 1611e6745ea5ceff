DROP INDEX "ai_conversations_user_idx";--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD COLUMN "user_context" jsonb;--> statement-breakpoint
CREATE INDEX "ai_conversations_user_created_idx" ON "ai_conversations" USING btree ("user_id","created_at");