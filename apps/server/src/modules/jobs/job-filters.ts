import { resolveJobSort, type TJobListQuery } from '@perks/contract';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern.ts';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * The public live rule (docs/product.md, "The job board"), decided by the database clock: approved,
 * posted (a future posted_at is scheduled publishing) and not yet expired. Every list index is
 * partial on status = 'approved', so this predicate lets the planner use them.
 */
export const liveJob: SQL = sql`(${jobs.status} = 'approved' and ${jobs.posted_at} <= now() and (${jobs.expires_at} is null or ${jobs.expires_at} > now()))`;

/** What a list is filtered by; its place (zip, lat, lng, radius) is a search of its own (nearby-jobs-query.ts). */
export type JobFilters = Omit<
  TJobListQuery,
  'page' | 'limit' | 'sort_by' | 'sort_order' | 'zip' | 'lat' | 'lng' | 'radius'
>;

/** The value each filter binds: the user's text becomes a LIKE pattern, the rest bind as sent. */
// A type, not an interface: it is passed where Drizzle expects a plain record of placeholder values.
export type JobFilterValues = {
  title_pattern?: string;
  location_pattern?: string;
  employment_type?: JobFilters['employment_type'];
  role_type?: JobFilters['role_type'];
  is_tipped_role?: boolean;
  min_pay?: number;
  /** The codes as a PostgreSQL array literal ('{es,fr}'): one text value binds the same on every driver. */
  languages?: string;
  /** The kinds as a PostgreSQL array literal ('{tips,servsafe_alcohol}'), as languages. */
  certificates?: string;
  business_id?: string;
};

export function jobFilterValues(filters: JobFilters): JobFilterValues {
  const values: JobFilterValues = {};
  if (filters.title_search) values.title_pattern = containsPattern(filters.title_search);
  if (filters.location) values.location_pattern = containsPattern(filters.location);
  if (filters.employment_type) values.employment_type = filters.employment_type;
  if (filters.role_type) values.role_type = filters.role_type;
  if (filters.is_tipped_role !== undefined) values.is_tipped_role = filters.is_tipped_role;
  if (filters.min_pay !== undefined) values.min_pay = filters.min_pay;
  if (filters.languages?.length) values.languages = `{${filters.languages.join(',')}}`;
  if (filters.certificates?.length) values.certificates = `{${filters.certificates.join(',')}}`;
  if (filters.business_id) values.business_id = filters.business_id;
  return values;
}

/**
 * How a filter's value enters the SQL: bound as itself, or as a named placeholder so one built
 * statement serves every request with the same set of filters (see jobs.repository.ts).
 */
export type FilterBinding = 'values' | 'placeholders';

/** One filter: the job's side of it (an expression on the job's row) and the test of that side against a value. */
interface FilterPredicate {
  job: SQL;
  test(job: SQL, value: SQL): SQL;
}

const equals = (job: SQL, value: SQL) => sql`${job} = ${value}`;
const like = (job: SQL, value: SQL) => sql`${job} like ${value}`;

/**
 * Each filter's predicate on a job: the public list tests its `job` expression on every row
 * against a request's value; job alerts compute the one new job's `job` values once and test every
 * alert's stored values against them (modules/job-alerts), so an alert matches exactly what the
 * list shows. The two substring filters compare `lower(column)`, so the pg_trgm GIN indexes on
 * lower(title) and lower(location) serve the list.
 */
export const FILTER_PREDICATES: { [K in keyof JobFilterValues]-?: FilterPredicate } = {
  title_pattern: { job: sql`lower(${jobs.title})`, test: like },
  location_pattern: { job: sql`lower(${jobs.location})`, test: like },
  employment_type: { job: sql`${jobs.employment_type}`, test: equals },
  role_type: { job: sql`${jobs.role_type}`, test: equals },
  is_tipped_role: { job: sql`${jobs.is_tipped_role}`, test: equals },
  // The most the job's pay line offers an hour (see the column, decision 065).
  min_pay: { job: sql`${jobs.max_hourly_pay}`, test: (job, value) => sql`${job} >= ${value}` },
  // Any of the languages (array overlap), which the GIN index jobs_live_languages_idx serves. The
  // codes are the contract's own (letters only), so the literal needs no quoting.
  languages: { job: sql`${jobs.languages}`, test: (job, value) => sql`${job} && ${value}::text[]` },
  // Any of the certificates the job requires (array overlap, jobs_live_certificates_idx); the
  // kinds are the contract's own (letters and underscores), so the literal needs no quoting.
  certificates: {
    job: sql`${jobs.required_certificates}`,
    test: (job, value) => sql`${job} && ${value}::text[]`,
  },
  business_id: { job: sql`${jobs.business_id}`, test: equals },
};

/** The WHERE clause of a public list: the live rule and every filter present. */
export function liveJobsWhere(filters: JobFilters, binding: FilterBinding = 'values'): SQL {
  const values = jobFilterValues(filters);
  const conditions: SQL[] = [liveJob];
  for (const key of Object.keys(FILTER_PREDICATES) as (keyof JobFilterValues)[]) {
    if (values[key] === undefined) continue;
    const { job, test } = FILTER_PREDICATES[key];
    conditions.push(
      test(job, binding === 'placeholders' ? sql`${sql.placeholder(key)}` : sql`${values[key]}`),
    );
  }
  return and(...conditions)!;
}

/**
 * ORDER BY for a sort, written as exactly the indexed expression with id as the tie-break in the
 * same direction (see the jobs schema), so paging is stable and each sort can walk its index.
 */
export function jobsOrderBy(query: Pick<TJobListQuery, 'sort_by' | 'sort_order'>): SQL[] {
  const { sort_by, sort_order } = resolveJobSort(query);
  const dir = sort_order === 'asc' ? asc : desc;
  switch (sort_by) {
    case 'title':
      return [dir(jobs.title), dir(jobs.id)];
    case 'company':
      return [dir(sql`lower(${jobs.company})`), dir(jobs.id)];
    case 'salary':
      return [dir(jobs.salary), dir(jobs.id)];
    default:
      return [dir(jobs.posted_at), dir(jobs.id)];
  }
}
