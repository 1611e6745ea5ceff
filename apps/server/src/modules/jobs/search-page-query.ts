import { resolveJobSort, type TJobListQuery } from '@perks/contract';
import { asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { type JobFilterValues, liveJobsWhere } from './job-filters.ts';
import { selectPublicJobs } from './public-job.ts';

/**
 * A substring search the planner expects to match few jobs (at most EXACT_COUNT_LIMIT) gets its
 * page from every match at once: the trigram index finds them all, a top-N sort picks the page,
 * and the same pass counts them. Left to itself the planner walks the sort index newest first
 * and checks each row's title, expecting the page's 20 matches soon; a rare word (`sommelier`,
 * 958 of 94,000 live jobs) read 4,000 rows that way, 15-25 ms, against about 3 ms here
 * (docs/decisions/027-small-lists-and-filter-indexes.md).
 */
export function hasSubstringSearch(values: JobFilterValues): boolean {
  return values.title_pattern !== undefined || values.location_pattern !== undefined;
}

/** The sort's key as one expression, the same as `jobsOrderBy` and the sort indexes use. */
export function sortKey(sortBy: ReturnType<typeof resolveJobSort>['sort_by']): SQL {
  switch (sortBy) {
    case 'title':
      return sql`${jobs.title}`;
    case 'company':
      return sql`lower(${jobs.company})`;
    case 'salary':
      return sql`${jobs.salary}`;
    default:
      return sql`${jobs.posted_at}`;
  }
}

/**
 * The page of a small search, each row with the number of matches. `matches` is read twice (the
 * page and the count), so PostgreSQL computes it once, in full, before sorting: that is what
 * keeps the planner from walking a sort index for it.
 */
export function searchPageQuery(db: Executor, query: TJobListQuery) {
  const { sort_by, sort_order } = resolveJobSort(query);
  const dir = sort_order === 'asc' ? asc : desc;
  const matches = db.$with('matches').as(
    db
      .select({ id: jobs.id, sort_key: sortKey(sort_by).as('sort_key') })
      .from(jobs)
      .where(liveJobsWhere(query, 'placeholders')),
  );
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(dir(matches.sort_key), dir(matches.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const matched = sql<number>`(select count(*) from ${matches})`.mapWith(Number);
  return selectPublicJobs(db, { matched }, db.with(matches))
    .where(inArray(jobs.id, pageIds))
    .orderBy(dir(sortKey(sort_by)), dir(jobs.id));
}
