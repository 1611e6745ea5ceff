import { IDEMPOTENCY_KEY_TTL_HOURS } from '@perks/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export interface StoredAnswer {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
}

const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

/**
 * Claims a key for this user inside the caller's transaction. Returns null when the key is new
 * (the caller goes on and must `storeAnswer` before committing), or the row that already holds
 * it. On PostgreSQL a second request racing the first waits at the insert until the first
 * commits or rolls back, so it either sees the stored answer or claims the key itself.
 */
export async function claimKey(
  db: Executor,
  userId: string,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | null> {
  // The user's expired keys go first (a primary-key prefix scan), so an old key can be reused.
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), lt(idempotencyKeys.created_at, expired)));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ user_id: userId, key, request_hash: requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [row] = await db
    .select({
      request_hash: idempotencyKeys.request_hash,
      response_status: idempotencyKeys.response_status,
      response_body: idempotencyKeys.response_body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
  return row ?? { request_hash: requestHash, response_status: null, response_body: null };
}

export async function storeAnswer(
  db: Executor,
  userId: string,
  key: string,
  answer: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response_status: answer.status, response_body: answer.body })
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
}
