import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../rows-of.ts';

/**
 * Every table that holds rows (ours, the migrations' record and the job queue's; a partitioned
 * table's rows are counted in its partitions), as `schema.table`, sorted.
 */
async function tablesOf(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r'
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp%'
      order by 1`),
  );
  return rows.map((row) => row.name);
}

const quoted = (table: string) =>
  table
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

/** Each table's row count, for a backup's manifest and the check after a restore. */
export async function tableRowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(db)) {
    // The names come from the catalog, quoted; identifiers cannot be bind parameters.
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from ${quoted(table)}`)),
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/**
 * Each table's rows as one digest (md5 of the rows' text, in order), so two databases can be
 * compared table by table: the restore drill's check that a restore gave back every row.
 */
export async function tableDigests(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of await tablesOf(db)) {
    const [row] = rowsOf<{ n: number; digest: string }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest ` +
            `from ${quoted(table)} t`,
        ),
      ),
    );
    digests[table] = `${row?.n ?? 0} rows ${row?.digest ?? ''}`;
  }
  return digests;
}
