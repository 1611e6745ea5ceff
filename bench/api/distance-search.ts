/**
 * `npm run bench:distance`: the statement behind GET /jobs near a place (decision 099) on the bench
 * database (`npm run bench:data` first; the 1M board with BENCH_JOBS=1000000). Budget: each
 * under 5 ms of execution (issue 50).
 *
 * It builds the app's own page statements (nearby-jobs-query.ts, Drizzle's `.toSQL()` of the same
 * builders), fills them as a request from Portland's 04101 would, and reads EXPLAIN ANALYZE's
 * execution time (median of 5, explain.ts, per-node timing off) at radius 5 and 25 miles, on page
 * 1 and page 50, of the nearest-first page and of the page along every business (which a request
 * runs when the first comes back short). `BENCH_PGLITE_DIR` times them on PGlite instead
 * (`npm run bench:data:pglite` first).
 */
import { type TJobListQuery, ZJobListQuery } from '@perks/contract';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { pageValues } from '../../apps/server/src/modules/jobs/live-jobs-query.ts';
import {
  businessesWanted,
  nearbyJobsPageQuery,
  originValues,
  pagesNearestFirst,
} from '../../apps/server/src/modules/jobs/nearby-jobs-query.ts';
import { searchOrigin } from '../../apps/server/src/modules/jobs/search-origin.ts';
import { BENCH_DATABASE_URL } from '../lib/database.ts';
import { pgliteBenchClient } from '../lib/pglite-bench.ts';
import { type ExplainClient, explainStatements } from './explain.ts';

const BUDGET_MS = 5;
// Builds SQL only; never connects.
const db = drizzle.mock({ schema }) as unknown as Db;

// Two lists from 04101 at each radius, page 1 and 50, and 1 mile on page 50: the budget's cases.
// Reported beside them, outside the budget: a title search, which pages along every business
// (pagesNearestFirst) and is bound by reading its matches from the trigram index; and 1 mile's
// last page, 534, which reads its 10,663 jobs whichever way it goes.
const cases = [
  ...[5, 25].flatMap((radius) => [1, 50].map((page) => ({ radius, page, filters: {}, budgeted: true }))),
  { radius: 1, page: 50, filters: {}, budgeted: true },
  { radius: 25, page: 3, filters: { title_search: 'sommelier' }, budgeted: false },
  { radius: 25, page: 50, filters: { title_search: 'sommelier' }, budgeted: false },
  { radius: 1, page: 534, filters: {}, budgeted: false },
];

function statement(label: string, query: TJobListQuery, nearest: boolean, budgeted: boolean) {
  const origin = searchOrigin(query)!;
  const built = nearbyJobsPageQuery(db, query, nearest).toSQL();
  const page = pageValues(query);
  return {
    label: budgeted ? label : `${label} (outside the budget)`,
    budgeted,
    sql: built.sql,
    params: fillPlaceholders(built.params, {
      ...page,
      ...originValues(origin),
      businesses_wanted: businessesWanted(page),
    }),
  };
}

// PostgreSQL's bench database, or PGlite's when BENCH_PGLITE_DIR names one (bench:data:pglite).
const pgliteDir = process.env.BENCH_PGLITE_DIR;
const pglite = pgliteDir
  ? await openDatabase({ pgliteDataDir: pgliteDir, poolMax: 1, connectionTimeoutMs: 5000 })
  : null;
const pool: ExplainClient = pglite
  ? pgliteBenchClient(pglite)
  : new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
console.log(pglite ? `PGlite at ${pgliteDir}` : `PostgreSQL: ${BENCH_DATABASE_URL}`);
try {
  const statements: ReturnType<typeof statement>[] = [];
  for (const { radius, page, filters, budgeted } of cases) {
    const query = ZJobListQuery.parse({
      zip: '04101',
      radius: String(radius),
      page: String(page),
      ...filters,
    });
    const label = `radius ${radius} mi, page ${page}${'title_search' in filters ? `, "${filters.title_search}"` : ''}`;
    let fetched = 0;
    if (pagesNearestFirst(query)) {
      const nearest = statement(`${label}: nearest first`, query, true, budgeted);
      statements.push(nearest);
      fetched = (await pool.query({ text: nearest.sql, values: nearest.params as unknown[] })).rows.length;
    }
    // A short page (or a title search) is read along every business, as the request does; a full
    // one is read that way too, outside the budget, to show what the walk saves.
    const runs = fetched < pageValues(query).limit;
    statements.push(
      statement(`${label}: every business${runs ? '' : ', not run'}`, query, false, budgeted && runs),
    );
  }
  const results = await explainStatements(pool, statements, { timing: false });
  const missed = results.filter((r, n) => statements[n]!.budgeted && r.executionMs > BUDGET_MS);
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
  await (pglite ? pglite.close() : (pool as pg.Pool).end());
}
