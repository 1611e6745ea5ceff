import { resolveJobSort, type TJobListQuery } from '@perks/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { type FilterBinding, jobsOrderBy, liveJobsWhere } from './job-filters.ts';
import { pageValues } from './live-jobs-query.ts';
import { selectPublicJobs } from './public-job.ts';
import type { SearchOrigin } from './search-origin.ts';
import { sortKey } from './search-page-query.ts';

/**
 * The job board searched near a place (decision 099). A job is where its business is
 * (`businesses.geo`, kept by the database from the business's latitude and longitude). The list
 * is the live jobs of the businesses within the radius, nearest business first, each business's
 * jobs in the requested sort, and then the jobs of businesses without a point, so no job is
 * dropped for a missing point. Built with placeholders, as the other list statements are.
 */

/** The origin and radius a nearby statement binds. */
export type OriginValues = { origin_lat: number; origin_lng: number; radius_m: number };

export function originValues(origin: SearchOrigin): OriginValues {
  return { origin_lat: origin.lat, origin_lng: origin.lng, radius_m: origin.radiusMeters };
}

/** How the origin enters the SQL: as placeholders (built statements) or as the values (an estimate's EXPLAIN). */
type Bind = (name: keyof OriginValues) => SQL;
const placeholders: Bind = (name) => sql`${sql.placeholder(name)}::float8`;
const boundTo =
  (values: OriginValues): Bind =>
  (name) =>
    sql`${values[name]}::float8`;

const originPoint = (bind: Bind) => sql`ll_to_earth(${bind('origin_lat')}, ${bind('origin_lng')})`;
/** Straight-line meters through the earth to the business: ordered as the distance on its surface is. */
const reach = (bind: Bind) => sql`(${businesses.geo} <-> ${originPoint(bind)}::cube)`;

/**
 * A business a nearby list holds: one without a point, or one whose straight line is within the
 * radius's (gc_to_sec, folded to a constant once per statement). Every business is read: a
 * directory's worth of points, from businesses_geo_points_idx alone (decision 099).
 */
const listedBusiness = (bind: Bind) =>
  sql`(${businesses.geo} is null or ${reach(bind)} <= gc_to_sec(${bind('radius_m')}))`;

/** The directory near a place (directory.repository.ts): its filter, order and distance, as placeholders. */
export const nearbyBusinesses = {
  where: listedBusiness(placeholders),
  /** Nearest first, those without a point last. */
  order: sql`${reach(placeholders)} nulls last`,
  distanceMeters: sql<number | null>`sec_to_gc(${reach(placeholders)})`,
};

function listedBusinesses(bind: Bind): SQL {
  return sql`select ${businesses.id} as business_id, ${reach(bind)} as reach from ${businesses}
    where ${listedBusiness(bind)}`;
}

/** Each listed business's live jobs that match the filters, with the sort's key. */
function matchingJobs(query: TJobListQuery, binding: FilterBinding): SQL {
  const { sort_by } = resolveJobSort(query);
  return sql`select ${jobs.id} as id, ${sortKey(sort_by)} as sort_key from ${jobs}
    where ${jobs.business_id} = near.business_id and ${liveJobsWhere(query, binding)}`;
}

/**
 * The first businesses within the radius, nearest first, walked through businesses_geo_nearest_idx
 * (cube's `<->` as a GiST ordering): as many as the page could need if each had one matching job
 * (`businesses_wanted`), and every business as far as the last of them (WITH TIES), so they are
 * always the start of the full order whatever the ties. The planner walks the index only when it
 * is told how many rows are wanted (a LIMIT); without one it sorts every business. It needs the
 * number itself: built statements are unnamed, planned with each request's values
 * (built-statements.ts); a generic plan guesses a tenth of the businesses and sorts every job of
 * those it reads (87 ms for page 50 on the 1M board, against 2.5 ms).
 */
function nearestBusinesses(): SQL {
  return sql`select ${businesses.id} as business_id, ${reach(placeholders)} as reach from ${businesses}
    where ${reach(placeholders)} <= gc_to_sec(${placeholders('radius_m')})
    order by ${reach(placeholders)}
    fetch first (${sql.placeholder('businesses_wanted')}::int) rows with ties`;
}

/**
 * How deep into a list the nearest-first page reaches: page 50 of 20. Deeper, a page reads
 * thousands of jobs whichever way it starts, and the walk would only add to reading every business
 * (1 mile's last page, 10,663 jobs in: 23 ms walking, then 17 ms along every business).
 */
const NEAREST_FIRST_ROWS = 1001;

/**
 * Whether a page of a list is read nearest first. Not with a title search: its matches are a few
 * jobs in thousands, so the walk would probe the title index once per business it passes (238 ms
 * against 72 ms on the 1M board); the trigram index finds them all at once instead.
 */
export function pagesNearestFirst(query: TJobListQuery): boolean {
  return query.title_search === undefined && businessesWanted(pageValues(query)) <= NEAREST_FIRST_ROWS;
}

/** How many businesses the nearest-first page reads at most: one for each row it fetches. */
export function businessesWanted(page: { offset: number; limit: number }): number {
  return page.offset + page.limit;
}

/**
 * A page's ids: the businesses come ordered by distance and each one's jobs are joined to it in
 * turn (LATERAL), so the planner reads businesses nearest first and stops at the page's end,
 * sorting only within a business (and between businesses at the same distance) instead of sorting
 * every job in the radius. `nearest` pages along nearestBusinesses(); otherwise along every listed
 * business, those without a point last.
 */
function pageIds(query: TJobListQuery, nearest: boolean): SQL {
  const dir = resolveJobSort(query).sort_order === 'asc' ? sql`asc` : sql`desc`;
  const near = nearest
    ? nearestBusinesses()
    : sql`${listedBusinesses(placeholders)} order by reach nulls last, business_id`;
  return sql`(select j.id from (${near}) as near
    cross join lateral (${matchingJobs(query, 'placeholders')}) as j
    order by near.reach nulls last, near.business_id, j.sort_key ${dir}, j.id ${dir}
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`;
}

/**
 * One page of a nearby list, each job with its distance along the earth's surface in meters.
 * The nearest-first page (`nearest`) is the list's page whenever it comes back full: its
 * businesses are the start of the full order, so their jobs are the start of the list. Short, it
 * may have run out of businesses it read or be the list's end; the full page says which.
 */
export function nearbyJobsPageQuery(db: Executor, query: TJobListQuery, nearest: boolean) {
  return selectPublicJobs(db, { distance_m: nearbyBusinesses.distanceMeters })
    .where(inArray(jobs.id, pageIds(query, nearest)))
    .orderBy(nearbyBusinesses.order, businesses.id, ...jobsOrderBy(query));
}

const nearbyJobs = (query: TJobListQuery, bind: Bind, binding: FilterBinding) =>
  sql`(${listedBusinesses(bind)}) as near cross join lateral (${matchingJobs(query, binding)}) as j`;

/** The exact count of a nearby list (only run for small lists, see job-totals.ts). */
export function nearbyJobsCountQuery(db: Executor, query: TJobListQuery) {
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(nearbyJobs(query, placeholders, 'placeholders'));
}

/** The planner's row estimate for a nearby list: planned with the request's values, never executed. */
export function nearbyJobsEstimateSql(query: TJobListQuery, origin: OriginValues): SQL {
  return sql`explain (format json) select 1 from ${nearbyJobs(query, boundTo(origin), 'values')}`;
}
