import { resolveJobSort, type TJobListQuery } from '@perks/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * The public live rule (document 1, section 4), decided by the database clock: approved, posted
 * (a future posted_at is scheduled publishing) and not yet expired. Every list index is partial
 * on status = 'approved', so this predicate lets the planner use them.
 */
export const liveJob: SQL = sql`(${jobs.status} = 'approved' and ${jobs.posted_at} <= now() and (${jobs.expires_at} is null or ${jobs.expires_at} > now()))`;

/** `%text%` for LIKE with the user's own %, _ and \ matched literally (backslash is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type JobFilters = Omit<TJobListQuery, 'page' | 'limit' | 'sort_by' | 'sort_order'>;

/**
 * The WHERE clause of a public list: the live rule and every filter the caller sent. The two
 * substring filters compare `lower(column)` so the pg_trgm GIN indexes on lower(title) and
 * lower(location) serve them.
 */
export function liveJobsWhere(filters: JobFilters): SQL {
  const conditions: SQL[] = [liveJob];
  if (filters.title_search)
    conditions.push(sql`lower(${jobs.title}) like ${containsPattern(filters.title_search)}`);
  if (filters.location)
    conditions.push(sql`lower(${jobs.location}) like ${containsPattern(filters.location)}`);
  if (filters.employment_type) conditions.push(eq(jobs.employment_type, filters.employment_type));
  if (filters.role_type) conditions.push(eq(jobs.role_type, filters.role_type));
  if (filters.is_tipped_role !== undefined) conditions.push(eq(jobs.is_tipped_role, filters.is_tipped_role));
  if (filters.business_id) conditions.push(eq(jobs.business_id, filters.business_id));
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
