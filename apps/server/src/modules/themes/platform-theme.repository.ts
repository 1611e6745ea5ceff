import type { TPlatformTheme, TTheme } from '@perks/contract';
import type { Executor } from '../../db/client.ts';
import { platformTheme } from '../../db/schema/index.ts';

/** The published theme with when it was published; `theme: null` is the default. */
export async function readPlatformTheme(db: Executor): Promise<TPlatformTheme> {
  const [row] = await db.select().from(platformTheme).limit(1);
  return row
    ? { theme: row.theme, updated_at: row.updated_at.toISOString() }
    : { theme: null, updated_at: null };
}

/** Publishes a theme: the single row is written whole. */
export async function writePlatformTheme(db: Executor, theme: TTheme, actorId: string) {
  await db
    .insert(platformTheme)
    .values({ theme, updated_by: actorId })
    .onConflictDoUpdate({
      target: platformTheme.id,
      set: { theme, updated_by: actorId, updated_at: new Date() },
    });
}

/** Back to the default: no row. */
export async function deletePlatformTheme(db: Executor) {
  await db.delete(platformTheme);
}
