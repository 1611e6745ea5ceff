import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { aiConversations } from './ai-conversations.ts';
import { cascadingRef, createdAt, primaryId } from './columns.ts';
import { AI_MESSAGE_ROLES, oneOf } from './enums.ts';

/** One turn of an onboarding chat, read back in order. */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: primaryId(),
    conversation_id: cascadingRef(() => aiConversations.id),
    role: text({ enum: AI_MESSAGE_ROLES }).notNull(),
    content: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('ai_messages_role_check', oneOf(t.role, AI_MESSAGE_ROLES)),
    index('ai_messages_conversation_created_idx').on(t.conversation_id, t.created_at),
  ],
);

export type AiMessageRow = typeof aiMessages.$inferSelect;
