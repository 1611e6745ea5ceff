import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { AI_CONVERSATION_STATUSES, AI_CONVERSATION_TYPES, oneOf } from './enums.ts';
import { users } from './users.ts';

/** An onboarding chat. Kept when its user is deleted so the admin statistics stay whole. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: primaryId(),
    user_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    type: text({ enum: AI_CONVERSATION_TYPES }).notNull(),
    status: text({ enum: AI_CONVERSATION_STATUSES }).notNull().default('active'),
    /** The short hints sent when it was started (e.g. a test scenario), kept for the provider. */
    user_context: jsonb().$type<Record<string, string | number | boolean | null>>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('ai_conversations_type_check', oneOf(t.type, AI_CONVERSATION_TYPES)),
    check('ai_conversations_status_check', oneOf(t.status, AI_CONVERSATION_STATUSES)),
    // The hourly budgets count one person's recent conversations (and their messages).
    index('ai_conversations_user_created_idx').on(t.user_id, t.created_at),
  ],
);

export type AiConversationRow = typeof aiConversations.$inferSelect;
