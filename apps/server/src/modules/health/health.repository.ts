import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The creation time (the journal's `when`) of the newest migration applied to this database, or
 * null when none is. Also the readiness check's one round trip to the database.
 */
export async function newestAppliedMigration(db: Executor): Promise<number | null> {
  const result = await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = (result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest;
  return newest == null ? null : Number(newest);
}
