import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passkeyChallenges, passkeyChecks, passkeys, recoveryCodes } from '../../db/schema/index.ts';

type Purpose = (typeof passkeyChallenges.$inferInsert)['purpose'];

/** Stores a challenge answerable once within `seconds`; sweeps challenges long expired. */
export async function insertChallenge(
  db: Executor,
  challenge: { purpose: Purpose; challenge: string; userId: string | null; sessionId: string | null },
  seconds: number,
): Promise<string> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expires_at, sql`now() - interval '1 hour'`));
  const [row] = await db
    .insert(passkeyChallenges)
    .values({
      purpose: challenge.purpose,
      challenge: challenge.challenge,
      user_id: challenge.userId,
      session_id: challenge.sessionId,
      expires_at: sql`now() + make_interval(secs => ${seconds})`,
    })
    .returning({ id: passkeyChallenges.id });
  return row!.id;
}

/**
 * Claims a challenge for one answer: the conditional update is the single use, so of two answers
 * sent at once (or a replay) only one gets the challenge back. A challenge of another purpose, of
 * another sign-in, expired or used answers null.
 */
export async function claimChallenge(
  db: Executor,
  id: string,
  purpose: Purpose,
  sessionId: string | null,
): Promise<string | null> {
  const [row] = await db
    .update(passkeyChallenges)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(passkeyChallenges.id, id),
        eq(passkeyChallenges.purpose, purpose),
        sessionId === null
          ? isNull(passkeyChallenges.session_id)
          : eq(passkeyChallenges.session_id, sessionId),
        isNull(passkeyChallenges.used_at),
        gt(passkeyChallenges.expires_at, sql`now()`),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return row?.challenge ?? null;
}

export function listPasskeys(db: Executor, userId: string) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.user_id, userId))
    .orderBy(passkeys.created_at, passkeys.id);
}

export async function findPasskeyByCredential(db: Executor, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credential_id, credentialId)).limit(1);
  return row ?? null;
}

export async function insertPasskey(db: Executor, passkey: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Moves a passkey's signature counter to `next`, and answers false when another use got there
 * first or the counter did not advance (a cloned authenticator). Authenticators that keep no
 * counter always send 0, and 0 after 0 is allowed.
 */
export async function advanceCounter(db: Executor, id: string, next: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: next, last_used_at: sql`now()` })
    .where(
      and(
        eq(passkeys.id, id),
        or(lt(passkeys.counter, next), and(eq(passkeys.counter, 0), sql`${next} = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** Records that a sign-in has just proved a passkey or a recovery code; answers when. */
export async function markVerified(db: Executor, userId: string, sessionId: string): Promise<Date> {
  const [row] = await db
    .insert(passkeyChecks)
    .values({ session_id: sessionId, user_id: userId, verified_at: sql`now()` })
    .onConflictDoUpdate({ target: passkeyChecks.session_id, set: { verified_at: sql`now()` } })
    .returning({ verifiedAt: passkeyChecks.verified_at });
  return row!.verifiedAt;
}

export async function verifiedAt(db: Executor, userId: string, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ verifiedAt: passkeyChecks.verified_at })
    .from(passkeyChecks)
    .where(and(eq(passkeyChecks.session_id, sessionId), eq(passkeyChecks.user_id, userId)))
    .limit(1);
  return row?.verifiedAt ?? null;
}

/**
 * Whether the account has a passkey, and whether this sign-in proved one within `hours`: one
 * statement, read by the guards on an admin's calls.
 */
export async function stepUpState(db: Executor, userId: string, sessionId: string, hours: number) {
  const [row] = await db
    .select({
      hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.user_id} = ${userId})`,
      fresh: sql<boolean>`exists (select 1 from ${passkeyChecks} where ${passkeyChecks.session_id} = ${sessionId} and ${passkeyChecks.user_id} = ${userId} and ${passkeyChecks.verified_at} > now() - make_interval(hours => ${hours}))`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return row?.left ?? 0;
}

/** Replaces the account's recovery codes with these hashes. */
export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: readonly string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

/** Uses a code once: of two requests with the same code, only one sees the row. */
export async function useRecoveryCode(db: Executor, userId: string, hash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hash),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** Removes every passkey and recovery code of an account and its sign-ins' checks; answers how many passkeys went. */
export async function removeAllPasskeys(db: Executor, userId: string): Promise<number> {
  const removed = await db
    .delete(passkeys)
    .where(eq(passkeys.user_id, userId))
    .returning({ id: passkeys.id });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db.delete(passkeyChecks).where(eq(passkeyChecks.user_id, userId));
  return removed.length;
}
