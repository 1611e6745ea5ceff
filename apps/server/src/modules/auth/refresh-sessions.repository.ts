import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { refreshSessions, users } from '../../db/schema/index.ts';

export interface NewSession {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  /** A new family lives this many days; a successor keeps its family's end. */
  familyExpiresAt: Date | { days: number };
  userAgent: string | null;
  ip: string | null;
}

function familyEnd(value: NewSession['familyExpiresAt']) {
  return value instanceof Date ? value : sql`now() + make_interval(days => ${value.days})`;
}

export async function insertSession(db: Executor, session: NewSession) {
  const [row] = await db
    .insert(refreshSessions)
    .values({
      id: session.id,
      user_id: session.userId,
      family_id: session.familyId,
      token_hash: session.tokenHash,
      family_expires_at: familyEnd(session.familyExpiresAt),
      user_agent: session.userAgent,
      ip: session.ip,
    })
    .returning({ familyExpiresAt: refreshSessions.family_expires_at });
  return row!;
}

/** The session a token hash belongs to, with its state judged by the database clock. */
export async function findByTokenHash(db: Executor, tokenHash: string, graceSeconds: number) {
  const [row] = await db
    .select({
      id: refreshSessions.id,
      userId: refreshSessions.user_id,
      familyId: refreshSessions.family_id,
      familyExpiresAt: refreshSessions.family_expires_at,
      replacedById: refreshSessions.replaced_by_id,
      revoked: sql<boolean>`${refreshSessions.revoked_at} is not null`,
      rotated: sql<boolean>`${refreshSessions.rotated_at} is not null`,
      rotatedWithinGrace: sql<boolean>`coalesce(${refreshSessions.rotated_at} > now() - make_interval(secs => ${graceSeconds}), false)`,
      familyExpired: sql<boolean>`${refreshSessions.family_expires_at} <= now()`,
      userActive: users.is_active,
      userPhone: users.phone,
      userIsAdmin: users.is_admin,
    })
    .from(refreshSessions)
    .innerJoin(users, eq(users.id, refreshSessions.user_id))
    .where(eq(refreshSessions.token_hash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Replaces `current` with `successor` in one transaction. The conditional update is the claim:
 * of two requests rotating the same token at once only one sees the row; the other gets false
 * and its successor row is rolled back, so a family never forks.
 */
export async function rotate(db: Db, currentId: string, successor: NewSession): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await insertSession(tx, successor);
      const claimed = await tx
        .update(refreshSessions)
        .set({ rotated_at: sql`now()`, replaced_by_id: successor.id })
        .where(
          and(
            eq(refreshSessions.id, currentId),
            isNull(refreshSessions.rotated_at),
            isNull(refreshSessions.revoked_at),
          ),
        )
        .returning({ id: refreshSessions.id });
      if (claimed.length === 0) throw new LostRace();
    });
    return true;
  } catch (error) {
    if (error instanceof LostRace) return false;
    throw error;
  }
}

class LostRace extends Error {}

/** Ends every token of a sign-in: logout, detected reuse, or a disabled account. */
export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshSessions.family_id, familyId), isNull(refreshSessions.revoked_at)));
}

/**
 * A person's sign-ins that have not ended (not revoked, not expired), one row each, with the
 * device and address of its latest token: what the signed-in devices list shows.
 */
export async function listActiveSignIns(db: Executor, userId: string) {
  return db
    .select({
      familyId: refreshSessions.family_id,
      startedAt: sql<string>`min(${refreshSessions.created_at})`.mapWith(toIsoString),
      lastActiveAt: sql<string>`max(${refreshSessions.created_at})`.mapWith(toIsoString),
      userAgent: sql<
        string | null
      >`(array_agg(${refreshSessions.user_agent} order by ${refreshSessions.created_at} desc))[1]`,
      ip: sql<
        string | null
      >`(array_agg(${refreshSessions.ip} order by ${refreshSessions.created_at} desc))[1]`,
    })
    .from(refreshSessions)
    .where(eq(refreshSessions.user_id, userId))
    .groupBy(refreshSessions.family_id)
    .having(
      and(
        sql`bool_and(${refreshSessions.revoked_at} is null)`,
        sql`max(${refreshSessions.family_expires_at}) > now()`,
      ),
    )
    .orderBy(sql`max(${refreshSessions.created_at}) desc`);
}

/** Timestamps from aggregates arrive as text (node-postgres) or Date (PGlite); the API sends ISO. */
function toIsoString(value: unknown): string {
  return new Date(value as string | Date).toISOString();
}

/**
 * Ends a person's live sign-ins: all of them (their account was deactivated), `only` one, or all
 * `except` one. Returns the ids of the sign-ins that ended; one that is not theirs or has already
 * ended is left out.
 */
export async function revokeUserFamilies(
  db: Executor,
  userId: string,
  which: { only: string } | { except: string } | 'all',
): Promise<string[]> {
  const family =
    which === 'all'
      ? undefined
      : 'only' in which
        ? eq(refreshSessions.family_id, which.only)
        : ne(refreshSessions.family_id, which.except);
  const revoked = await db
    .update(refreshSessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(refreshSessions.user_id, userId),
        family,
        isNull(refreshSessions.revoked_at),
        sql`${refreshSessions.family_expires_at} > now()`,
      ),
    )
    .returning({ familyId: refreshSessions.family_id });
  return [...new Set(revoked.map((row) => row.familyId))];
}
