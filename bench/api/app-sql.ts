/**
 * What the app runs for each benchmark case, taken from the app's own repository query builders
 * (Drizzle's `.toSQL()` on the same builder with the same parsed query), never a copied string,
 * and the app's own row-to-body functions, so the raw baseline writes the same JSON.
 */
import { pageCount, ZJobListQuery } from '@perks/contract';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { jobsOrderBy, liveJob, liveJobsWhere } from '../../apps/server/src/modules/jobs/job-filters.ts';
import {
  type PublicJobRow,
  publicJobColumns,
  toPublicJob,
} from '../../apps/server/src/modules/jobs/public-job.ts';
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
  statements(path: string): Statement[];
  /** Answers one request as the raw baseline: the same SQL, the same body. */
  respond(pool: pg.Pool, path: string): Promise<{ status: number; body: string }>;
}

// Builds SQL only; never connects.
const db = drizzle.mock({ schema }) as unknown as Db;

type Query = { sql: string; params: unknown[] };

async function rowsOf(pool: pg.Pool, query: Query): Promise<unknown[][]> {
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
  const where: SQL = liveJobsWhere(query);
  const page = db
    .select(publicJobColumns)
    .from(schema.jobs)
    .leftJoin(schema.businesses, eq(schema.businesses.id, schema.jobs.business_id))
    .where(where)
    .orderBy(...jobsOrderBy(query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .toSQL();
  const total = db.select({ total: count() }).from(schema.jobs).where(where).toSQL();
  return {
    statements: () => [
      { label: 'page', ...page },
      { label: 'count', ...total },
    ],
    respond: async (pool) => {
      const [rows, counted] = await Promise.all([rowsOf(pool, page), rowsOf(pool, total)]);
      const n = Number(counted[0]?.[0] ?? 0);
      const body = {
        data: rows.map((row) => toPublicJob(zip<PublicJobRow>(JOB_KEYS, row))),
        total: n,
        page: query.page,
        limit: query.limit,
        totalPages: pageCount(n, query.limit),
      };
      return { status: 200, body: JSON.stringify(body) };
    },
  };
}

const SENTINEL_ID = '00000000-0000-4000-8000-000000000000';

function jobById(): CaseHandler {
  const select = { ...publicJobColumns, live: sql<boolean>`${liveJob}` };
  const keys = Object.keys(select);
  const built = db
    .select(select)
    .from(schema.jobs)
    .leftJoin(schema.businesses, eq(schema.businesses.id, schema.jobs.business_id))
    .where(eq(schema.jobs.id, SENTINEL_ID))
    .limit(1)
    .toSQL();
  const at = built.params.indexOf(SENTINEL_ID);
  const forId = (path: string): Query => {
    const params = [...built.params];
    params[at] = path.slice(path.lastIndexOf('/') + 1);
    return { sql: built.sql, params };
  };
  return {
    statements: (path) => [{ label: 'job', ...forId(path) }],
    respond: async (pool, path) => {
      const [row] = await rowsOf(pool, forId(path));
      const found = row ? zip<PublicJobRow & { live: boolean }>(keys, row) : undefined;
      if (!found?.live) return { status: 404, body: '{"success":false}' };
      const { live: _live, ...job } = found;
      return { status: 200, body: JSON.stringify({ success: true, data: toPublicJob(job) }) };
    },
  };
}

export function caseHandler(c: ApiCase): CaseHandler {
  switch (c.kind) {
    case 'jobs-list':
      return jobsList(c);
    case 'job':
      return jobById();
    default:
      throw new Error(`No baseline for ${c.kind} yet`);
  }
}
