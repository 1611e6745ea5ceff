/**
 * `npm run bench:distance`: the statement behind GET /jobs near a place (decision 099) on the bench
 * database (`npm run bench:data` first; the 1M board with BENCH_JOBS=1000000). Budget: each
 * under 5 ms of execution (issue 50).
 *
 * It builds the app's own page statement (nearby-jobs-query.ts, Drizzle's `.toSQL()` of the same
 * builder), fills it as a request from Portland's 04101 would, and reads EXPLAIN ANALYZE's
 * execution time (median of 5, explain.ts) at radius 5 and 25 miles, on page 1 and page 50.
 */
import { ZJobListQuery } from '@perks/contract';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { pageValues } from '../../apps/server/src/modules/jobs/live-jobs-query.ts';
import { nearbyJobsPageQuery, originValues } from '../../apps/server/src/modules/jobs/nearby-jobs-query.ts';
import { searchOrigin } from '../../apps/server/src/modules/jobs/search-origin.ts';
import { BENCH_DATABASE_URL } from '../lib/database.ts';
import { explainStatements } from './explain.ts';

const BUDGET_MS = 5;
// Builds SQL only; never connects.
const db = drizzle.mock({ schema }) as unknown as Db;

const cases = [5, 25].flatMap((radius) => [1, 50].map((page) => ({ radius, page })));
const statements = cases.map(({ radius, page }) => {
  const query = ZJobListQuery.parse({ zip: '04101', radius: String(radius), page: String(page) });
  const origin = searchOrigin(query)!;
  const built = nearbyJobsPageQuery(db, query).toSQL();
  return {
    label: `radius ${radius} mi, page ${page}`,
    sql: built.sql,
    params: fillPlaceholders(built.params, { ...pageValues(query), ...originValues(origin) }),
  };
});

const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
try {
  const results = await explainStatements(pool, statements);
  const missed = results.filter((r) => r.executionMs > BUDGET_MS);
  console.log(`| Statement | Execution (ms) | Planning (ms) | Scans |\n|---|---|---|---|`);
  for (const r of results) {
    console.log(
      `| ${r.label} | ${r.executionMs.toFixed(2)} | ${r.planningMs.toFixed(2)} | ${r.scans.join(', ')} |`,
    );
  }
  if (missed.length > 0) {
    console.log(`MISSED: ${missed.map((r) => r.label).join('; ')} over ${BUDGET_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  await pool.end();
}
