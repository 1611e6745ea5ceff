/**
 * What the app runs for each benchmark case, taken from the app's own repository query builders
 * (Drizzle's `.toSQL()` on the same builder with the same parsed query), never a copied string,
 * and the app's own row-to-body functions and total strategy, so the raw baseline runs the same
 * statements and writes the same JSON.
 */
import { ZBusinessListQuery, ZJobListQuery } from '@perks/contract';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import {
  type DirectoryBusinessRow,
  directoryCountQuery,
  directoryPageQuery,
  directoryPageValues,
  directoryValues,
  toDirectoryList,
} from '../../apps/server/src/modules/businesses/directory.repository.ts';
import { jobFilterValues } from '../../apps/server/src/modules/jobs/job-filters.ts';
import {
  cachedEstimate,
  ESTIMATE_TTL_MS,
  EstimateCache,
  EXACT_COUNT_LIMIT,
  resolveTotal,
} from '../../apps/server/src/modules/jobs/job-totals.ts';
import { jobByIdQuery, toJobList } from '../../apps/server/src/modules/jobs/jobs.repository.ts';
import {
  estimateKey,
  liveJobsCountQuery,
  liveJobsEstimateSql,
  liveJobsPageQuery,
  pageValues,
  planRows,
} from '../../apps/server/src/modules/jobs/live-jobs-query.ts';
import {
  type PublicJobRow,
  publicJobColumns,
  toPublicJob,
} from '../../apps/server/src/modules/jobs/public-job.ts';
import { hasSubstringSearch, searchPageQuery } from '../../apps/server/src/modules/jobs/search-page-query.ts';
import { type ApiCase, queryOf } from './cases.ts';

export interface Statement {
  label: string;
  sql: string;
  params: unknown[];
  /** The statement is itself an EXPLAIN (a row estimate): plan it, do not execute it. */
  planOnly?: boolean;
}

export interface CaseHandler {
  /** The statements one request runs, for EXPLAIN (`path` with any {id} filled in). */
  statements(pool: pg.Pool, path: string): Promise<Statement[]>;
  /** Answers one request as the raw baseline: the same SQL, the same body. */
  respond(pool: pg.Pool, path: string): Promise<{ status: number; body: string }>;
}

// Builds SQL only; never connects.
const db = drizzle.mock({ schema }) as unknown as Db;
const dialect = new PgDialect();

interface Built {
  sql: string;
  params: unknown[];
}

/** A builder's SQL with its placeholders, filled per request like Drizzle's prepared query does. */
function fill(built: Built, values: Record<string, unknown>): Built {
  return { sql: built.sql, params: fillPlaceholders(built.params, values) };
}

async function rowsOf(pool: pg.Pool, query: Built): Promise<unknown[][]> {
  const result = await pool.query({ text: query.sql, values: query.params as unknown[], rowMode: 'array' });
  return result.rows as unknown[][];
}

/** Array rows (Drizzle selects in the order of the selection's keys) back into objects. */
function zip<T>(keys: string[], row: unknown[]): T {
  const object: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) object[keys[i]!] = row[i];
  return object as T;
}

const JOB_KEYS = Object.keys(publicJobColumns);

function jobsList(c: ApiCase): CaseHandler {
  const query = ZJobListQuery.parse(queryOf(c.path));
  const values = pageValues(query);
  const filters = jobFilterValues(query);
  const page = fill(liveJobsPageQuery(db, query).toSQL(), values);
  const search = fill(searchPageQuery(db, query).toSQL(), values);
  const count = fill(liveJobsCountQuery(db, query).toSQL(), filters);
  const estimate = dialect.sqlToQuery(liveJobsEstimateSql(query) as SQL);
  const cache = new EstimateCache();
  const key = estimateKey(query, filters);
  const planned = async (pool: pg.Pool) =>
    planRows((await pool.query({ text: estimate.sql, values: estimate.params as unknown[] })).rows);
  const sources = (pool: pg.Pool) => ({
    estimate: () => planned(pool),
    exact: async () => Number((await rowsOf(pool, count))[0]?.[0] ?? 0),
  });
  // The app's choice (jobs.repository.ts): a substring search expected to be small is answered
  // from all its matches, with the count in the same statement.
  const small = (estimated: number) => hasSubstringSearch(filters) && estimated <= EXACT_COUNT_LIMIT;
  return {
    statements: async (pool) => {
      const estimated = await planned(pool);
      const list: Statement[] = [
        small(estimated) ? { label: 'search page + count', ...search } : { label: 'page', ...page },
        {
          label: `estimate (${estimated.toLocaleString('en-US')} rows; cached ${ESTIMATE_TTL_MS / 1000} s)`,
          sql: estimate.sql.replace(/^explain \(format json\) /, ''),
          params: estimate.params,
          planOnly: true,
        },
      ];
      // Only other lists the planner expects to be small are counted exactly.
      if (!small(estimated) && estimated <= EXACT_COUNT_LIMIT) list.push({ label: 'exact count', ...count });
      return list;
    },
    respond: async (pool) => {
      if (small(await cachedEstimate(sources(pool), cache, key))) {
        const rows = await rowsOf(pool, search);
        // The search statement's last column is the number of matches.
        const data = rows.slice(0, query.limit).map((row) => zip<PublicJobRow>(JOB_KEYS, row));
        const total = rows.length ? Number(rows[0]!.at(-1)) : await sources(pool).exact();
        return { status: 200, body: JSON.stringify(toJobList(query, data, total)) };
      }
      const rows = await rowsOf(pool, page);
      const total = await resolveTotal(
        { offset: values.offset, limit: query.limit, fetched: rows.length },
        sources(pool),
        cache,
        key,
      );
      const data = rows.slice(0, query.limit).map((row) => zip<PublicJobRow>(JOB_KEYS, row));
      return { status: 200, body: JSON.stringify(toJobList(query, data, total)) };
    },
  };
}

function jobById(): CaseHandler {
  const query = jobByIdQuery(db).toSQL();
  const keys = [...JOB_KEYS, 'live'];
  const forId = (path: string) => fill(query, { id: path.slice(path.lastIndexOf('/') + 1) });
  return {
    statements: async (_pool, path) => [{ label: 'job', ...forId(path) }],
    respond: async (pool, path) => {
      const [row] = await rowsOf(pool, forId(path));
      const found = row ? zip<PublicJobRow & { live: boolean }>(keys, row) : undefined;
      if (!found?.live) return { status: 404, body: '{"success":false}' };
      const { live: _live, ...job } = found;
      return { status: 200, body: JSON.stringify({ success: true, data: toPublicJob(job) }) };
    },
  };
}

/** GET /businesses as a visitor (admins see inactive businesses too; the benchmark is public). */
function businessesList(c: ApiCase): CaseHandler {
  const query = ZBusinessListQuery.parse(queryOf(c.path));
  const options = { includeInactive: false };
  const builder = directoryPageQuery(db, query, options);
  const keys = Object.keys(builder._.selectedFields);
  const page = fill(builder.toSQL(), directoryPageValues(query));
  const count = fill(directoryCountQuery(db, query, options).toSQL(), directoryValues(query));
  return {
    statements: async () => [
      { label: 'page', ...page },
      { label: 'count', ...count },
    ],
    respond: async (pool) => {
      const [rows, counted] = await Promise.all([rowsOf(pool, page), rowsOf(pool, count)]);
      const data = rows.map((row) => zip<DirectoryBusinessRow>(keys, row));
      const body = toDirectoryList(query, data, Number(counted[0]?.[0] ?? 0));
      return { status: 200, body: JSON.stringify(body) };
    },
  };
}

export function caseHandler(c: ApiCase): CaseHandler {
  switch (c.kind) {
    case 'jobs-list':
      return jobsList(c);
    case 'job':
      return jobById();
    case 'businesses-list':
      return businessesList(c);
  }
}
