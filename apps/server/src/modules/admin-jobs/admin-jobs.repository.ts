import {
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  listPage,
  RECENT_JOB_DAYS,
  type TAdminJobList,
  type TAdminJobListQuery,
  type TJobStatistics,
} from '@perks/contract';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { newestFirst, pageWithTotal } from '../../db/page-with-total.ts';
import { jobs } from '../../db/schema/index.ts';
import { liveJob, selectPublicJobs, toPublicJob } from '../jobs/index.ts';

function listFilters(query: TAdminJobListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(jobs.title, pattern), ilike(jobs.company, pattern)));
  }
  if (query.business_name) conditions.push(ilike(jobs.company, containsPattern(query.business_name)));
  if (query.employment_type) conditions.push(eq(jobs.employment_type, query.employment_type));
  if (query.status) conditions.push(eq(jobs.status, query.status));
  // The review queue holds jobs to moderate, not the drafts of a business waiting for review: those
  // are reviewed with their business and go live with its approval (decision 063).
  if (query.status === 'pending') conditions.push(eq(jobs.awaits_business_approval, false));
  return and(...conditions);
}

/**
 * One page of every job, in any state, newest first. The admin lists are small next to the public
 * board (a city's jobs, not a search engine's), so the search is a plain ILIKE.
 */
export async function listAllJobs(db: Executor, query: TAdminJobListQuery): Promise<TAdminJobList> {
  const where = listFilters(query);
  const rows = selectPublicJobs(db).$dynamic();
  const page = await pageWithTotal(db, { rows, table: jobs, where, order: newestFirst(jobs) }, query);
  return listPage(page.rows.map(toPublicJob), page.total, query);
}

/** Counts over every job, in one pass over the table. */
export async function jobStatistics(db: Executor): Promise<TJobStatistics> {
  const windowStart = sql`now() - make_interval(days => ${RECENT_JOB_DAYS})`;
  const [[totals], byStatus, byType] = await Promise.all([
    db
      .select({
        total: count(),
        live: sql<number>`count(*) filter (where ${liveJob})`.mapWith(Number),
        recent: sql<number>`count(*) filter (where ${jobs.created_at} >= ${windowStart})`.mapWith(Number),
      })
      .from(jobs),
    // An owner's draft waits for its business's review, not the job queue's (decision 063): it is
    // not 'pending' here, as the queue's `status=pending` leaves it out too (decision 068).
    db
      .select({ key: jobs.status, value: count() })
      .from(jobs)
      .where(sql`not (${jobs.awaits_business_approval} and ${jobs.status} = 'pending')`)
      .groupBy(jobs.status),
    db.select({ key: jobs.employment_type, value: count() }).from(jobs).groupBy(jobs.employment_type),
  ]);
  const tally = <K extends string>(keys: readonly K[], rows: { key: string | null; value: number }[]) =>
    Object.fromEntries(keys.map((key) => [key, rows.find((row) => row.key === key)?.value ?? 0])) as Record<
      K,
      number
    >;
  return {
    total: totals?.total ?? 0,
    live: totals?.live ?? 0,
    by_status: tally(JOB_STATUSES, byStatus),
    by_employment_type: tally(EMPLOYMENT_TYPES, byType),
    recently_created: totals?.recent ?? 0,
  };
}

export async function setJobStatus(
  db: Executor,
  id: string,
  status: 'approved' | 'closed',
): Promise<boolean> {
  const rows = await db.update(jobs).set({ status }).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return rows.length > 0;
}

export async function deleteJobRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return rows.length > 0;
}
