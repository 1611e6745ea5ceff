import { listPage, milesFromMeters, type TJob, type TJobList, type TJobListQuery } from '@perks/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type BuiltStatement, builtStatement } from '../../db/built-statements.ts';
import type { Executor } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { jobFilterValues, liveJob } from './job-filters.ts';
import {
  cachedEstimate,
  EstimateCache,
  EXACT_COUNT_LIMIT,
  resolveTotal,
  type TotalSources,
} from './job-totals.ts';
import {
  estimateKey,
  listShape,
  liveJobsCountQuery,
  liveJobsEstimateSql,
  liveJobsPageQuery,
  pageValues,
  planRows,
} from './live-jobs-query.ts';
import {
  businessesWanted,
  nearbyJobsCountQuery,
  nearbyJobsEstimateSql,
  nearbyJobsPageQuery,
  type OriginValues,
  originValues,
  pagesNearestFirst,
} from './nearby-jobs-query.ts';
import { type PublicJobRow, selectPublicJobs, toPublicJob } from './public-job.ts';
import { searchOrigin } from './search-origin.ts';
import { hasSubstringSearch, searchPageQuery } from './search-page-query.ts';

const estimates = new WeakMap<Executor, EstimateCache>();

function estimateCache(db: Executor): EstimateCache {
  let cache = estimates.get(db);
  if (!cache) {
    cache = new EstimateCache();
    estimates.set(db, cache);
  }
  return cache;
}

/**
 * Where a list's total comes from (job-totals.ts): the planner's estimate for `estimateSql` (an
 * EXPLAIN), or the list's built count statement executed with `values`.
 */
function totalSources(
  db: Executor,
  estimateSql: SQL,
  values: Record<string, unknown>,
  counted: () => BuiltStatement<{ total: number }>,
): TotalSources {
  return {
    estimate: async () => {
      // Both drivers answer { rows }; Drizzle types the raw result per driver.
      const explained = (await db.execute(estimateSql)) as unknown as { rows: Record<string, unknown>[] };
      return planRows(explained.rows);
    },
    exact: async () => {
      const [row] = await counted().execute(values);
      return Number(row?.total ?? 0);
    },
  };
}

/**
 * One page of publicly live jobs matching the query, with the totals the list screen shows. A
 * substring search the planner expects to be small is answered from all its matches at once,
 * with an exact total (search-page-query.ts); every other list pages along its sort index and
 * learns its total as job-totals.ts says.
 */
export async function listLiveJobs(db: Executor, query: TJobListQuery): Promise<TJobList> {
  const origin = searchOrigin(query);
  if (origin) return listNearbyJobs(db, query, originValues(origin));
  const shape = listShape(query);
  const values = pageValues(query);
  const filters = jobFilterValues(query);
  const cache = estimateCache(db);
  const key = estimateKey(query, filters);
  const sources = totalSources(db, liveJobsEstimateSql(query), filters, () =>
    builtStatement(db, `count ${shape}`, () => liveJobsCountQuery(db, query).prepare('')),
  );

  if (hasSubstringSearch(filters) && (await cachedEstimate(sources, cache, key)) <= EXACT_COUNT_LIMIT) {
    const found = await builtStatement(db, `search ${shape}`, () =>
      searchPageQuery(db, query).prepare(''),
    ).execute(values);
    const rows = found.slice(0, query.limit).map(({ matched: _matched, ...row }) => row);
    // A page past the last match has no row to carry the count.
    const total = found[0]?.matched ?? (await sources.exact());
    return toJobList(query, rows, total);
  }

  const rows = await builtStatement(db, `page ${shape}`, () =>
    liveJobsPageQuery(db, query).prepare(''),
  ).execute(values);
  const total = await resolveTotal(
    { offset: values.offset, limit: query.limit, fetched: rows.length },
    sources,
    cache,
    key,
  );
  return toJobList(query, rows.slice(0, query.limit), total);
}

/**
 * A list searched near a place (nearby-jobs-query.ts): its page along the businesses nearest
 * first, its total as job-totals.ts says, under the statement keys of its own shape.
 */
async function listNearbyJobs(db: Executor, query: TJobListQuery, origin: OriginValues): Promise<TJobList> {
  const shape = `near ${listShape(query)}`;
  const values = { ...pageValues(query), ...origin };
  const filters = { ...jobFilterValues(query), ...origin };
  const sources = totalSources(db, nearbyJobsEstimateSql(query, origin), filters, () =>
    builtStatement(db, `count ${shape}`, () => nearbyJobsCountQuery(db, query).prepare('')),
  );
  const page = (nearest: boolean) =>
    builtStatement(db, `${nearest ? 'nearest page' : 'page'} ${shape}`, () =>
      nearbyJobsPageQuery(db, query, nearest).prepare(''),
    );
  // Nearest first through the index; a short page is read again along every business (nearby-jobs-query.ts).
  let rows = pagesNearestFirst(query)
    ? await page(true).execute({ ...values, businesses_wanted: businessesWanted(values) })
    : [];
  if (rows.length < values.limit) rows = await page(false).execute(values);
  const total = await resolveTotal(
    { offset: values.offset, limit: query.limit, fetched: rows.length },
    sources,
    estimateCache(db),
    `near ${estimateKey(query, filters)}`,
  );
  const data = rows.slice(0, query.limit).map(({ distance_m, ...row }) => ({
    ...toPublicJob(row),
    distance_miles: distance_m === null ? null : milesFromMeters(Number(distance_m)),
  }));
  return listPage(data, total, query);
}

/** A list without a place: no job has a distance. */
export function toJobList(query: TJobListQuery, rows: PublicJobRow[], total: number): TJobList {
  return listPage(
    rows.map((row) => ({ ...toPublicJob(row), distance_miles: null })),
    total,
    query,
  );
}

export interface FoundJob {
  job: TJob;
  /** Whether the public may see it right now, by the same SQL rule the list uses. */
  live: boolean;
}

/** A job by id with its live flag (`id` is a placeholder); exported for the benchmark's baseline. */
export function jobByIdQuery(db: Executor) {
  return selectPublicJobs(db, { live: sql<boolean>`${liveJob}` })
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1);
}

/** Any job by id, whatever its status, with its live flag; null when there is no such job. */
export async function findJob(db: Executor, id: string): Promise<FoundJob | null> {
  const [row] = await builtStatement(db, 'job by id', () => jobByIdQuery(db).prepare('')).execute({ id });
  if (!row) return null;
  const { live, ...job } = row;
  return { job: toPublicJob(job), live: live === true };
}

export async function businessExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id)).limit(1);
  return row !== undefined;
}
