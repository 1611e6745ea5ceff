import { defaultExpiry, type TJob, type TManagedJob } from '@perks/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesRunBy } from '../../db/owner-or-manager.ts';
import { businesses, type JobRow, jobApplications, jobs, type NewJobRow } from '../../db/schema/index.ts';
import { selectPublicJobs, toPublicJob } from '../jobs/index.ts';

/** The columns a save writes: everything the form owns, plus who created the job. */
export type JobWrite = Omit<NewJobRow, 'id' | 'created_at' | 'updated_at' | 'salary' | 'max_hourly_pay'>;

export interface LockedJob {
  id: string;
  business_id: string;
  status: JobRow['status'];
  posted_at: Date;
  expires_at: Date | null;
  created_at: Date;
}

/** The job's current business and dates, row-locked until the transaction ends (null if absent). */
export async function lockJob(db: Executor, id: string): Promise<LockedJob | null> {
  const [row] = await db
    .select({
      id: jobs.id,
      business_id: jobs.business_id,
      status: jobs.status,
      posted_at: jobs.posted_at,
      expires_at: jobs.expires_at,
      created_at: jobs.created_at,
    })
    .from(jobs)
    .where(eq(jobs.id, id))
    .for('update');
  return row ?? null;
}

/** The business a job is saved for: its name (the job's `company`) and whether it is live. */
export async function postingBusiness(
  db: Executor,
  id: string,
): Promise<{ name: string; is_active: boolean } | null> {
  const [row] = await db
    .select({ name: businesses.name, is_active: businesses.is_active })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row ?? null;
}

/**
 * The drafts a business waiting for review holds (decision 063): only those still waiting to go
 * live; a draft its owner closed no longer takes a place (decision 068).
 */
export async function countDrafts(db: Executor, businessId: string): Promise<number> {
  return db.$count(
    jobs,
    and(
      eq(jobs.business_id, businessId),
      eq(jobs.awaits_business_approval, true),
      eq(jobs.status, 'pending'),
    ),
  );
}

/**
 * Puts a business's drafts live when an admin approves it (decision 063): each waiting draft is
 * approved and posted now, with the default expiry from now, and every mark is cleared, so a later
 * approval (after a deactivation) finds nothing. Answers how many went live. Two approvals at once
 * cannot both put a draft live: the second waits for the first's row locks, then re-reads the mark.
 */
export async function releaseDrafts(db: Executor, businessId: string, now: Date): Promise<number> {
  const waiting = sql`${jobs.status} = 'pending'`;
  const rows = await db
    .update(jobs)
    .set({
      awaits_business_approval: false,
      status: sql`case when ${waiting} then 'approved' else ${jobs.status} end`,
      posted_at: sql`case when ${waiting} then ${now.toISOString()}::timestamptz else ${jobs.posted_at} end`,
      expires_at: sql`case when ${waiting} then ${defaultExpiry(now).toISOString()}::timestamptz else ${jobs.expires_at} end`,
    })
    .where(and(eq(jobs.business_id, businessId), eq(jobs.awaits_business_approval, true)))
    .returning({ id: jobs.id, status: jobs.status });
  return rows.filter((row) => row.status === 'approved').length;
}

export async function insertJob(db: Executor, values: JobWrite): Promise<string> {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return row!.id;
}

export async function updateJob(
  db: Executor,
  id: string,
  values: Omit<JobWrite, 'created_by'>,
): Promise<void> {
  await db.update(jobs).set(values).where(eq(jobs.id, id));
}

/** Any job by id as the API returns jobs, whatever its status or dates. */
export async function findAnyJob(db: Executor, id: string): Promise<TJob | null> {
  const [row] = await selectPublicJobs(db).where(eq(jobs.id, id));
  return row ? toPublicJob(row) : null;
}

/**
 * Every job of every business the user owns or manages, newest first, whatever its status or
 * dates, with its applications counted (decision 054). The business ids come from the user's
 * memberships (business_members_user_idx); the jobs from jobs_business_posted_idx; the counts from
 * one grouped pass over those jobs' applications (job_applications_job_user_key), not a query per job.
 */
export async function listManagedJobs(db: Executor, userId: string): Promise<TManagedJob[]> {
  const managed = businessesRunBy(db, userId);
  const counts = db
    .select({
      job_id: jobApplications.job_id,
      total: sql<number>`count(*)`.mapWith(Number).as('total'),
      // Unread: nobody at the business opened it, and the applicant still stands by it.
      unread:
        sql<number>`count(*) filter (where ${jobApplications.read_at} is null and ${jobApplications.status} <> 'withdrawn')`
          .mapWith(Number)
          .as('unread'),
    })
    .from(jobApplications)
    .where(
      inArray(
        jobApplications.job_id,
        db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.business_id, managed)),
      ),
    )
    .groupBy(jobApplications.job_id)
    .as('application_counts');
  const rows = await selectPublicJobs(db, {
    application_count: sql<number>`coalesce(${counts.total}, 0)`.mapWith(Number),
    unread_application_count: sql<number>`coalesce(${counts.unread}, 0)`.mapWith(Number),
  })
    .leftJoin(counts, eq(counts.job_id, jobs.id))
    .where(inArray(jobs.business_id, managed))
    .orderBy(desc(jobs.posted_at), desc(jobs.id));
  return rows.map(({ application_count, unread_application_count, ...row }) => ({
    ...toPublicJob(row),
    application_count,
    unread_application_count,
  }));
}
