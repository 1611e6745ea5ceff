import { resolveJobSort, type TJobListQuery } from '@perks/contract';
import { count, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { type JobFilterValues, jobFilterValues, jobsOrderBy, liveJobsWhere } from './job-filters.ts';
import { selectPublicJobs } from './public-job.ts';

/**
 * The public list's statements, built with placeholders so one built statement serves every
 * request with the same filters and sort (the repository keeps them), and exported so the
 * benchmark's raw baseline runs exactly this SQL.
 */

/** Which filters a list uses and its sort: requests of one shape share one statement. */
export function listShape(query: TJobListQuery): string {
  const { sort_by, sort_order } = resolveJobSort(query);
  return `${Object.keys(jobFilterValues(query)).join(',')}|${sort_by}|${sort_order}`;
}

/** The key a list's total estimate is cached under: its shape and the values of its filters. */
export function estimateKey(query: TJobListQuery, filters: JobFilterValues): string {
  return `${listShape(query)} ${JSON.stringify(filters)}`;
}

export type PageValues = JobFilterValues & { limit: number; offset: number };

/** The page's placeholder values: one row more than the page, to learn whether another follows. */
export function pageValues(query: TJobListQuery): PageValues {
  return {
    ...jobFilterValues(query),
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  };
}

/**
 * One page of live jobs. The page's ids are chosen first on the narrow list indexes (the sort
 * key, id, posted_at and expires_at: an index-only scan for an unfiltered list however deep the
 * page), and only those rows are read in full and joined to their business. Reading whole rows
 * while skipping an OFFSET cost 6-8 ms at page 50; this costs about 1 ms.
 */
export function liveJobsPageQuery(db: Executor, query: TJobListQuery) {
  const order = jobsOrderBy(query);
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(liveJobsWhere(query, 'placeholders'))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return selectPublicJobs(db)
    .where(inArray(jobs.id, pageIds))
    .orderBy(...order);
}

/** The exact count of a list (only run for small lists, see job-totals.ts). */
export function liveJobsCountQuery(db: Executor, query: TJobListQuery) {
  return db.select({ total: count() }).from(jobs).where(liveJobsWhere(query, 'placeholders'));
}

/** The planner's row estimate for a list: planned with the request's values, never executed. */
export function liveJobsEstimateSql(query: TJobListQuery): SQL {
  return sql`explain (format json) select 1 from ${jobs} where ${liveJobsWhere(query)}`;
}

/** "Plan Rows" of EXPLAIN (FORMAT JSON)'s answer, whichever driver parsed it. */
export function planRows(rows: Record<string, unknown>[]): number {
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
