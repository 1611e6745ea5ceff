import {
  JOB_NOT_FOUND,
  orderSavedJobs,
  SAVED_JOBS_MAX,
  SAVED_JOBS_TOO_MANY,
  type TSavedJobIds,
  type TSavedJobList,
} from '@perks/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { jobs, savedJobs } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { liveJob, selectPublicJobs, toPublicJob } from '../jobs/index.ts';

/**
 * A person's saved jobs on the account (docs/product.md, "Saved jobs"; decision 056). A deleted
 * job leaves every list with it (the foreign key cascades); a job that closes, expires or goes back
 * to review stays on the list, marked as no longer live.
 */
export async function listSavedJobIds(db: Executor, userId: string): Promise<TSavedJobIds> {
  const rows = await db
    .select({ id: savedJobs.job_id })
    .from(savedJobs)
    .where(eq(savedJobs.user_id, userId))
    .orderBy(desc(savedJobs.created_at), desc(savedJobs.job_id));
  return { job_ids: rows.map((row) => row.id) };
}

/** The saved jobs page: each saved job in full, live ones first, each group the latest saved first. */
export async function listSavedJobs(db: Executor, userId: string): Promise<TSavedJobList> {
  const rows = await selectPublicJobs(db, {
    saved_at: sql<Date>`${savedJobs.created_at}`.mapWith(savedJobs.created_at),
  }).innerJoin(savedJobs, and(eq(savedJobs.job_id, jobs.id), eq(savedJobs.user_id, userId)));
  const items = orderSavedJobs(
    rows.map(({ saved_at, ...row }) => ({ job: toPublicJob(row), saved_at: saved_at.toISOString() })),
  );
  return { items };
}

/** One person's saved jobs are one budget: the cap holds however many requests arrive at once. */
const budgetKey = (userId: string) => `saved-jobs:user:${userId}`;

/**
 * Saves jobs for a person, in a transaction holding the per-person budget lock (decision 050), so
 * the count and the insert see every other request's rows. Only live jobs are saved; ids already
 * saved keep their time. `ids` is latest first, and a merged list keeps that order (each a
 * microsecond older than the one before). With `whole`, one job past the cap refuses the request (a single save); without
 * it, as many as fit are saved, the latest first (a merge at sign-in). Answers the ids saved now.
 */
async function saveLiveJobs(
  tx: Tx,
  userId: string,
  ids: readonly string[],
  mode: 'whole' | 'what-fits',
): Promise<{ found: number; ids: TSavedJobIds }> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return { found: 0, ids: await listSavedJobIds(tx, userId) };
  const live = new Set(
    (
      await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.id, wanted), liveJob))
    ).map((row) => row.id),
  );
  const already = new Set(
    (
      await tx
        .select({ id: savedJobs.job_id })
        .from(savedJobs)
        .where(and(eq(savedJobs.user_id, userId), inArray(savedJobs.job_id, wanted)))
    ).map((row) => row.id),
  );
  let fresh = wanted.filter((id) => live.has(id) && !already.has(id));
  if (fresh.length > 0) {
    const [total] = await tx.select({ n: count() }).from(savedJobs).where(eq(savedJobs.user_id, userId));
    const room = Math.max(0, SAVED_JOBS_MAX - Number(total?.n ?? 0));
    if (mode === 'whole' && fresh.length > room) throw new AppError('UNPROCESSABLE', SAVED_JOBS_TOO_MANY);
    fresh = fresh.slice(0, room);
  }
  if (fresh.length > 0) {
    await tx.insert(savedJobs).values(
      fresh.map((jobId, index) => ({
        user_id: userId,
        job_id: jobId,
        created_at: sql`now() - ${index} * interval '1 microsecond'`,
      })),
    );
  }
  return { found: live.size, ids: await listSavedJobIds(tx, userId) };
}

/** Saves one job; saving it again is fine. A job that does not exist or is not live is not found. */
export async function saveJob(db: Db, userId: string, jobId: string): Promise<TSavedJobIds> {
  const { found, ids } = await withBudget(db, [budgetKey(userId)], (tx) =>
    saveLiveJobs(tx, userId, [jobId], 'whole'),
  );
  if (found === 0) throw notFound(JOB_NOT_FOUND);
  return ids;
}

/** The browser's saved jobs at sign-in: missing and non-live jobs are dropped without an error. */
export async function mergeSavedJobs(
  db: Db,
  userId: string,
  jobIds: readonly string[],
): Promise<TSavedJobIds> {
  const saved = await withBudget(db, [budgetKey(userId)], (tx) =>
    saveLiveJobs(tx, userId, jobIds, 'what-fits'),
  );
  return saved.ids;
}

export async function removeSavedJob(db: Executor, userId: string, jobId: string): Promise<TSavedJobIds> {
  await db.delete(savedJobs).where(and(eq(savedJobs.user_id, userId), eq(savedJobs.job_id, jobId)));
  return listSavedJobIds(db, userId);
}
