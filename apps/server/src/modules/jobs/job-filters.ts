import { resolveJobSort, type TJobListQuery } from '@perks/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern.ts';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * The public live rule (docs/product.md, "The job board"), decided by the database clock: approved,
 * posted (a future posted_at is scheduled publishing) and not yet expired. Every list index is
 * partial on status = 'approved', so this predicate lets the planner use them.
 */
export const liveJob: SQL = sql`(${jobs.status} = 'approved' and ${jobs.posted_at} <= now() and (${jobs.expires_at} is null or ${jobs.expires_at} > now()))`;

export type JobFilters = Omit<TJobListQuery, 'page' | 'limit' | 'sort_by' | 'sort_order'>;

/** The value each filter binds: the user's text becomes a LIKE pattern, the rest bind as sent. */
// A type, not an interface: it is passed where Drizzle expects a plain record of placeholder values.
export type JobFilterValues = {
  title_pattern?: string;
  location_pattern?: string;
  employment_type?: JobFilters['employment_type'];
  role_type?: JobFilters['role_type'];
  is_tipped_role?: boolean;
  business_id?: string;
};

export function jobFilterValues(filters: JobFilters): JobFilterValues {
  const values: JobFilterValues = {};
  if (filters.title_search) values.title_pattern = containsPattern(filters.title_search);
  if (filters.location) values.location_pattern = containsPattern(filters.location);
  if (filters.employment_type) values.employment_type = filters.employment_type;
  if (filters.role_type) values.role_type = filters.role_type;
  if (filters.is_tipped_role !== undefined) values.is_tipped_role = filters.is_tipped_role;
  if (filters.business_id) values.business_id = filters.business_id;
  return values;
}

/**
 * How a filter's value enters the SQL: bound as itself, or as a named placeholder so one built
 * statement serves every request with the same set of filters (see jobs.repository.ts).
 */
export type FilterBinding = 'values' | 'placeholders';

/**
 * The WHERE clause of a public list: the live rule and every filter present. The two substring
 * filters compare `lower(column)` so the pg_trgm GIN indexes on lower(title) and lower(location)
 * serve them.
 */
export function liveJobsWhere(filters: JobFilters, binding: FilterBinding = 'values'): SQL {
  const values = jobFilterValues(filters);
  const bind = (key: keyof JobFilterValues) =>
    binding === 'placeholders' ? sql.placeholder(key) : sql`${values[key]}`;
  const conditions: SQL[] = [liveJob];
  if (values.title_pattern !== undefined)
    conditions.push(sql`lower(${jobs.title}) like ${bind('title_pattern')}`);
  if (values.location_pattern !== undefined)
    conditions.push(sql`lower(${jobs.location}) like ${bind('location_pattern')}`);
  if (values.employment_type !== undefined)
    conditions.push(eq(jobs.employment_type, bind('employment_type')));
  if (values.role_type !== undefined) conditions.push(eq(jobs.role_type, bind('role_type')));
  if (values.is_tipped_role !== undefined) conditions.push(eq(jobs.is_tipped_role, bind('is_tipped_role')));
  if (values.business_id !== undefined) conditions.push(eq(jobs.business_id, bind('business_id')));
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
