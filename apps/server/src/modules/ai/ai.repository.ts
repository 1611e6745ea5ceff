import type { AiConversationType, TAiConversation, TAiMessage, TAiStats } from '@perks/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type AiConversationRow,
  type AiMessageRow,
  aiConversations,
  aiMessages,
} from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';

export const messageDto = (row: AiMessageRow): TAiMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  created_at: row.created_at.toISOString(),
});

export const conversationDto = (row: AiConversationRow, messages: AiMessageRow[]): TAiConversation => ({
  id: row.id,
  type: row.type,
  status: row.status,
  user_id: row.user_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  messages: messages.map(messageDto),
});

export async function insertConversation(
  db: Executor,
  values: {
    userId: string;
    type: AiConversationType;
    userContext?: Record<string, string | number | boolean | null>;
  },
): Promise<AiConversationRow> {
  const [row] = await db
    .insert(aiConversations)
    .values({ user_id: values.userId, type: values.type, user_context: values.userContext ?? null })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findConversation(db: Executor, id: string): Promise<AiConversationRow | undefined> {
  const [row] = await db.select().from(aiConversations).where(eq(aiConversations.id, id)).limit(1);
  return row;
}

/** Oldest first; turns written in one statement share a timestamp, so the id breaks no ties. */
export function listMessages(db: Executor, conversationId: string): Promise<AiMessageRow[]> {
  return db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversation_id, conversationId))
    .orderBy(asc(aiMessages.created_at));
}

/** Adds one turn; each gets its own clock reading (clock_timestamp), so their order is kept. */
export async function insertMessage(
  db: Executor,
  conversationId: string,
  role: TAiMessage['role'],
  content: string,
): Promise<AiMessageRow> {
  const [row] = await db
    .insert(aiMessages)
    .values({ conversation_id: conversationId, role, content, created_at: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function markConversation(
  db: Executor,
  id: string,
  status: AiConversationRow['status'],
): Promise<void> {
  await db.update(aiConversations).set({ status, updated_at: sql`now()` }).where(eq(aiConversations.id, id));
}

/**
 * The person's AI budget lock (decision 050): held while a request checks the hourly budgets and
 * writes, so two requests at the edge of it cannot both pass the check and both write.
 */
export const aiBudgetKey = (userId: string) => `ai:${userId}`;

/** Seconds until the person may send one more message this hour (0: now). */
export function messageWindowWait(db: Executor, userId: string, limit: number): Promise<number> {
  const own = db
    .select({ id: aiConversations.id })
    .from(aiConversations)
    .where(eq(aiConversations.user_id, userId));
  return slidingWindowWait(db, {
    table: aiMessages,
    createdAt: aiMessages.created_at,
    where: and(eq(aiMessages.role, 'user'), inArray(aiMessages.conversation_id, own)),
    limit,
    windowSeconds: 3600,
  });
}

/** Seconds until the person may start one more conversation this hour (0: now). */
export function conversationWindowWait(db: Executor, userId: string, limit: number): Promise<number> {
  return slidingWindowWait(db, {
    table: aiConversations,
    createdAt: aiConversations.created_at,
    where: eq(aiConversations.user_id, userId),
    limit,
    windowSeconds: 3600,
  });
}

/** GET /ai/admin/stats: two grouped counts over every conversation. */
export async function aiStats(db: Executor): Promise<Omit<TAiStats, 'provider' | 'model'>> {
  const byTypeAndStatus = await db
    .select({ type: aiConversations.type, status: aiConversations.status, count: sql<number>`count(*)::int` })
    .from(aiConversations)
    .groupBy(aiConversations.type, aiConversations.status);
  const [messages] = await db.select({ count: sql<number>`count(*)::int` }).from(aiMessages);
  const total = byTypeAndStatus.reduce((sum, row) => sum + row.count, 0);
  const count = (status: string) =>
    byTypeAndStatus.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0);
  const conversationTypes: Record<string, number> = {};
  for (const row of byTypeAndStatus)
    conversationTypes[row.type] = (conversationTypes[row.type] ?? 0) + row.count;
  const totalMessages = messages?.count ?? 0;
  return {
    totalConversations: total,
    activeConversations: count('active'),
    completedConversations: count('completed'),
    totalMessages,
    conversationTypes,
    averageMessages: total === 0 ? 0 : Math.round((totalMessages / total) * 10) / 10,
  };
}
