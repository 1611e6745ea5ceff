import type { Locale } from '@perks/contract';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { otpChallenges, otpEvents, users } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';

/** Both the pool and a transaction handle the same queries. */

/** Whose events a limit counts: a phone, a network or the pair; neither means the whole service. */
export interface EventScope {
  phone?: string;
  network?: string;
}

export interface WindowLimit {
  by: EventScope;
  kind: 'sent' | 'failed';
  limit: number;
  windowSeconds: number;
}

function scopeConditions(by: EventScope): SQL[] {
  const conditions: SQL[] = [];
  if (by.phone !== undefined) conditions.push(eq(otpEvents.phone, by.phone));
  if (by.network !== undefined) conditions.push(eq(otpEvents.network, by.network));
  return conditions;
}

/** Seconds until one more event of the rule's kind and scope fits its window (0: it fits now). */
export function windowWaitSeconds(db: Executor, rule: WindowLimit): Promise<number> {
  return slidingWindowWait(db, {
    table: otpEvents,
    createdAt: otpEvents.created_at,
    where: and(...scopeConditions(rule.by), eq(otpEvents.kind, rule.kind)),
    limit: rule.limit,
    windowSeconds: rule.windowSeconds,
  });
}

/** A new code voids any code still open for the phone. */
export async function voidOpenChallenges(db: Executor, phone: string): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ consumed_at: sql`now()` })
    .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumed_at)));
}

export async function insertChallenge(
  db: Executor,
  challenge: { id: string; phone: string; codeHash: string; validitySeconds: number; ip: string | null },
): Promise<void> {
  await db.insert(otpChallenges).values({
    id: challenge.id,
    phone: challenge.phone,
    code_hash: challenge.codeHash,
    expires_at: sql`now() + make_interval(secs => ${challenge.validitySeconds})`,
    requested_ip: challenge.ip,
  });
}

export async function insertEvent(
  db: Executor,
  event: { phone: string; ip: string | null; network: string | null; kind: 'sent' | 'failed' },
): Promise<string> {
  const [row] = await db.insert(otpEvents).values(event).returning({ id: otpEvents.id });
  return row!.id;
}

/** Undoes a request whose message never left, so the person may ask again at once. */
export async function cancelSend(db: Executor, challengeId: string, eventId: string): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
  await db.delete(otpEvents).where(eq(otpEvents.id, eventId));
}

export interface LatestChallenge {
  id: string;
  codeHash: string;
  attempts: number;
  consumed: boolean;
  expired: boolean;
}

/** The newest code sent to the phone; older ones were voided when it was sent. */
export async function latestChallenge(db: Executor, phone: string): Promise<LatestChallenge | null> {
  const [row] = await db
    .select({
      id: otpChallenges.id,
      codeHash: otpChallenges.code_hash,
      attempts: otpChallenges.attempts,
      consumed: sql<boolean>`${otpChallenges.consumed_at} is not null`,
      expired: sql<boolean>`${otpChallenges.expires_at} <= now()`,
    })
    .from(otpChallenges)
    .where(eq(otpChallenges.phone, phone))
    .orderBy(desc(otpChallenges.created_at))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one wrong guess; the guess that reaches `maxAttempts` also burns the code. A code already
 * consumed (by a concurrent request) is left as it is.
 */
export async function recordWrongAttempt(
  db: Executor,
  challengeId: string,
  maxAttempts: number,
): Promise<void> {
  await db
    .update(otpChallenges)
    .set({
      attempts: sql`${otpChallenges.attempts} + 1`,
      consumed_at: sql`case when ${otpChallenges.attempts} + 1 >= ${maxAttempts} then now() end`,
    })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumed_at)));
}

/**
 * Marks a code used. The condition makes it single-use under concurrency: of two requests that
 * both checked the right code, only one gets the row back.
 */
export async function consumeChallenge(db: Executor, challengeId: string): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumed_at: sql`now()` })
    .where(
      and(
        eq(otpChallenges.id, challengeId),
        isNull(otpChallenges.consumed_at),
        sql`${otpChallenges.expires_at} > now()`,
      ),
    )
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/** The language the account on `phone` chose, if any: its sign-in codes are texted in it. */
export async function savedLanguageOf(db: Executor, phone: string): Promise<Locale | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.phone, phone));
  return row?.language ?? null;
}
