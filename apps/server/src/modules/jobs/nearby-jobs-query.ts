import { resolveJobSort, type TJobListQuery } from '@perks/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { type FilterBinding, jobsOrderBy, liveJobsWhere } from './job-filters.ts';
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
 * The page's ids. The businesses come ordered by distance and each one's jobs are joined to it
 * in turn (LATERAL), so the planner reads businesses nearest first and stops at the page's end,
 * sorting only within a business, instead of sorting every job in the radius.
 */
function pageIds(query: TJobListQuery): SQL {
  const dir = resolveJobSort(query).sort_order === 'asc' ? sql`asc` : sql`desc`;
  return sql`(select j.id from (${listedBusinesses(placeholders)} order by reach nulls last, business_id) as near
    cross join lateral (${matchingJobs(query, 'placeholders')}) as j
    order by near.reach nulls last, near.business_id, j.sort_key ${dir}, j.id ${dir}
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`;
}

/** One page of a nearby list, each job with its distance along the earth's surface in meters. */
export function nearbyJobsPageQuery(db: Executor, query: TJobListQuery) {
  return selectPublicJobs(db, { distance_m: nearbyBusinesses.distanceMeters })
    .where(inArray(jobs.id, pageIds(query)))
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
