import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const alertEmailColumns = {
  id: users.id,
  email: users.email,
  confirmed_at: users.email_confirmed_at,
  language: users.language,
};

const toAlertEmail = (
  row:
    | { email: string | null; confirmed_at: Date | null; language: (typeof users.$inferSelect)['language'] }
    | undefined,
) => ({
  address: row?.email ?? null,
  confirmed: Boolean(row?.email && row.confirmed_at),
  /** The person's saved language: their alerts are written in it (English when none). */
  language: row?.language ?? 'en',
});

/** The address alerts go to, whether it is confirmed, and the language alerts are written in. */
export type AlertEmail = ReturnType<typeof toAlertEmail>;

export async function findAlertEmail(db: Executor, userId: string): Promise<AlertEmail> {
  const [row] = await db.select(alertEmailColumns).from(users).where(eq(users.id, userId));
  return toAlertEmail(row);
}

/** The same for many people at once (a batch's alerts), by person. */
export async function findAlertEmails(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, AlertEmail>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(alertEmailColumns)
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, toAlertEmail(row)]));
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
