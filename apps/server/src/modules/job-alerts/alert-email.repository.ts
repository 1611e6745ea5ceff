import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The address alerts go to, whether it is confirmed, and the language alerts are written in. */
export async function findAlertEmail(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, confirmed_at: users.email_confirmed_at, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return {
    address: row?.email ?? null,
    confirmed: Boolean(row?.email && row.confirmed_at),
    /** The person's saved language: their alerts are written in it (English when none). */
    language: row?.language ?? 'en',
  };
}

/** Sets a new address, not yet confirmed: no alert goes there until its link is opened. */
export async function setUnconfirmedEmail(db: Executor, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email, email_confirmed_at: null }).where(eq(users.id, userId));
}

/**
 * Confirms the address, if it is still the person's (kept as it was when confirmed already).
 * False when the person has since changed it, or is gone.
 */
export async function confirmEmail(db: Executor, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ email: users.email });
  return row !== undefined;
}
