import { pageCount, type TJob, type TJobList, type TJobListQuery } from '@perks/contract';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { jobsOrderBy, liveJob, liveJobsWhere } from './job-filters.ts';
import { type PublicJobRow, publicJobColumns, toPublicJob } from './public-job.ts';

/**
 * How a list learns its total. Exact for now: a second query with the same WHERE, which walks
 * the partial indexes rather than the page's rows. It is a parameter so the benchmark work can
 * swap in an estimate or a cached count without touching the list query.
 */
export type JobCounter = (db: Db, where: SQL) => Promise<number>;

export const exactJobCount: JobCounter = async (db, where) => {
  const [row] = await db.select({ total: count() }).from(jobs).where(where);
  return Number(row?.total ?? 0);
};

export interface ListOptions {
  counter?: JobCounter;
}

/** One page of publicly live jobs matching the query, with the totals the list screen shows. */
export async function listLiveJobs(
  db: Db,
  query: TJobListQuery,
  options: ListOptions = {},
): Promise<TJobList> {
  const where = liveJobsWhere(query);
  const counter = options.counter ?? exactJobCount;
  const [rows, total] = await Promise.all([
    db
      .select(publicJobColumns)
      .from(jobs)
      .leftJoin(businesses, eq(businesses.id, jobs.business_id))
      .where(where)
      .orderBy(...jobsOrderBy(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    counter(db, where),
  ]);
  return {
    data: (rows as PublicJobRow[]).map(toPublicJob),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: pageCount(total, query.limit),
  };
}

export interface FoundJob {
  job: TJob;
  /** Whether the public may see it right now, by the same SQL rule the list uses. */
  live: boolean;
}

/** Any job by id, whatever its status, with its live flag; null when there is no such job. */
export async function findJob(db: Db, id: string): Promise<FoundJob | null> {
  const [row] = await db
    .select({ ...publicJobColumns, live: sql<boolean>`${liveJob}` })
    .from(jobs)
    .leftJoin(businesses, eq(businesses.id, jobs.business_id))
    .where(eq(jobs.id, id))
    .limit(1);
  if (!row) return null;
  const { live, ...job } = row;
  return { job: toPublicJob(job as PublicJobRow), live: live === true };
}

export async function businessExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id)).limit(1);
  return row !== undefined;
}
