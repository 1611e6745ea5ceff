/**
 * The synthetic board's businesses and jobs, inserted inside the database over generate_series
 * with a fixed random seed (generate-sql.ts), so every run and either engine (PostgreSQL through
 * generate.ts, PGlite through generate-pglite.ts) holds the same board.
 */
import {
  BENEFITS,
  BUSINESS_BLURBS,
  CITIES,
  NAME_FIRST,
  NAME_SECOND,
  STREETS,
  TITLE_PREFIXES,
  weightedCatalog,
} from './catalog.ts';
import { BUSINESSES_SQL, JOBS_SQL } from './generate-sql.ts';

/** What both engines' clients answer: pg's Client and PGlite alike. */
export interface BoardClient {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

const BOARD_SEED = 0.42;

export interface BoardIndex {
  name: string;
  def: string;
}

/** Drops the secondary indexes of jobs and businesses: rebuilding one once is far cheaper than keeping it row by row. */
export async function dropBoardIndexes(client: BoardClient): Promise<BoardIndex[]> {
  const { rows: indexes } = await client.query<BoardIndex>(
    `select indexname as name, indexdef as def from pg_indexes i
      where schemaname = 'public' and tablename in ('jobs', 'businesses')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  return indexes;
}

/** Inserts the businesses and their jobs; `step` reports each. */
export async function insertBoard(
  client: BoardClient,
  counts: { jobs: number; businesses: number },
  step: (label: string) => void,
): Promise<void> {
  await client.query('select setseed($1)', [BOARD_SEED]);
  await client.query(BUSINESSES_SQL, [
    counts.businesses,
    JSON.stringify(NAME_FIRST),
    JSON.stringify(NAME_SECOND),
    JSON.stringify(STREETS),
    // Repeated by share, so a uniform pick follows the weights.
    JSON.stringify(CITIES.flatMap(([city, suffix, share]) => Array(Math.round(share * 20)).fill([city, suffix]))),
    JSON.stringify(BUSINESS_BLURBS),
  ]);
  step('businesses inserted');
  await client.query(JOBS_SQL, [
    counts.jobs,
    JSON.stringify(weightedCatalog()),
    JSON.stringify(TITLE_PREFIXES),
    JSON.stringify(BENEFITS),
    counts.businesses,
  ]);
  step('jobs inserted');
}
