import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Sets the person's photo (null removes it) in the caller's transaction; answers the address it
 * had, or undefined if no such person.
 */
export async function setOwnPhoto(
  tx: Executor,
  userId: string,
  url: string | null,
): Promise<{ previous: string | null } | undefined> {
  const [before] = await tx
    .select({ previous: users.profile_picture_url })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return undefined;
  await tx.update(users).set({ profile_picture_url: url }).where(eq(users.id, userId));
  return before;
}

/** Whether anyone still has this photo (two people may upload the very same picture). */
export async function photoInUse(db: Executor, url: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.profile_picture_url, url))
    .limit(1);
  return rows.length > 0;
}
