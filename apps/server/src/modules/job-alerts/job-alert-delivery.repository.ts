import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  jobAlertDeliveries,
  jobAlertMatches,
  jobAlertSeenJobs,
  jobAlerts,
  jobs,
} from '../../db/schema/index.ts';
import { liveJob } from '../jobs/index.ts';

/** What an alert's e-mail and text say about each job. */
const alertJobColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  salary_display: jobs.salary_display,
  hourly_rate_min: jobs.hourly_rate_min,
  hourly_rate_max: jobs.hourly_rate_max,
  base_hourly_pay: jobs.base_hourly_pay,
  is_tipped_role: jobs.is_tipped_role,
  estimated_tips_hourly: jobs.estimated_tips_hourly,
};

/**
 * Claims up to `limit` jobs that are live and were not matched yet (the claim's key makes it once
 * per job across instances); answers the claimed jobs' ids.
 */
export async function claimNewlyLiveJobs(tx: Executor, limit: number): Promise<string[]> {
  const fresh = tx
    .select({ job_id: jobs.id, created_at: sql<Date>`now()`.as('created_at') })
    .from(jobs)
    .where(
      and(
        liveJob,
        notExists(
          tx.select({ one: sql`1` }).from(jobAlertSeenJobs).where(eq(jobAlertSeenJobs.job_id, jobs.id)),
        ),
      ),
    )
    .limit(limit);
  const claimed = await tx
    .insert(jobAlertSeenJobs)
    .select(fresh)
    .onConflictDoNothing()
    .returning({ job_id: jobAlertSeenJobs.job_id });
  return claimed.map((row) => row.job_id);
}

/** The jobs as an alert shows them, those still live, newest first. */
export function findLiveAlertJobs(db: Executor, jobIds: readonly string[]) {
  return db
    .select(alertJobColumns)
    .from(jobs)
    .where(and(inArray(jobs.id, [...jobIds]), liveJob))
    .orderBy(sql`${jobs.posted_at} desc`, jobs.id);
}

/**
 * Lets the transaction's statements run up to `seconds` (the pool's statement timeout is set for
 * requests): matching a batch of jobs against every alert is background work that takes longer.
 */
export async function allowLongStatements(tx: Executor, seconds: number): Promise<void> {
  await tx.execute(sql.raw(`set local statement_timeout = '${Math.round(seconds)}s'`));
}

/**
 * The instant alerts holding claims on the batch's jobs, one row each with those jobs, the
 * oldest alert first: what this batch sends (claimed now, or by an earlier attempt of it).
 */
export async function heldInstantAlerts(tx: Executor, jobIds: readonly string[]) {
  const result = (await tx.execute(sql`
    select ${jobAlerts.id} as id, ${jobAlerts.user_id} as user_id, ${jobAlerts.name} as name,
      ${jobAlerts.channels} as channels, ${jobAlerts.filters} as filters,
      array_agg(${jobAlertDeliveries.job_id}::text) as job_ids
    from ${jobAlertDeliveries} join ${jobAlerts} on ${jobAlerts.id} = ${jobAlertDeliveries.alert_id}
    where ${and(inArray(jobAlertDeliveries.job_id, [...jobIds]), eq(jobAlerts.frequency, 'instant'))}
    group by ${jobAlerts.id}
    order by ${jobAlerts.created_at}, ${jobAlerts.id}`)) as unknown as {
    rows: {
      id: string;
      user_id: string;
      name: string;
      channels: string[];
      filters: Record<string, unknown>;
      job_ids: string[];
    }[];
  };
  return result.rows;
}

/**
 * Stamps when each alert last went out. Rows another batch is stamping at this moment are skipped
 * (they get the same moment from it), as is one a person is changing right now: the stamp is
 * what the alerts screen shows, and no batch waits for it or deadlocks over it.
 */
export async function markAlertsSent(db: Executor, alertIds: readonly string[]): Promise<void> {
  if (alertIds.length === 0) return;
  await db.execute(sql`
    update ${jobAlerts} set last_alerted_at = now()
    where ${jobAlerts.id} in (
      select ${jobAlerts.id} from ${jobAlerts} where ${inArray(jobAlerts.id, [...alertIds])}
      for update skip locked
    )`);
}

/**
 * Claims (user, job) for each of the jobs at once, for a digest; answers the jobs this alert
 * claimed (a job the person had from another search is left out).
 */
export async function claimDeliveries(
  tx: Executor,
  userId: string,
  alertId: string,
  jobIds: readonly string[],
): Promise<Set<string>> {
  const claimed = await tx
    .insert(jobAlertDeliveries)
    .values(jobIds.map((jobId) => ({ user_id: userId, job_id: jobId, alert_id: alertId })))
    .onConflictDoNothing()
    .returning({ job_id: jobAlertDeliveries.job_id });
  return new Set(claimed.map((row) => row.job_id));
}

/** Stamps when the alert last went out (the database's clock unless `at` is given). */
export async function markAlerted(db: Executor, alertId: string, at?: Date): Promise<void> {
  await db
    .update(jobAlerts)
    .set({ last_alerted_at: at ?? sql`now()` })
    .where(eq(jobAlerts.id, alertId));
}

/** The unpaused daily alerts that have jobs kept for their digest. */
export function alertsWithKeptJobs(db: Executor) {
  return db
    .selectDistinct({
      id: jobAlerts.id,
      user_id: jobAlerts.user_id,
      name: jobAlerts.name,
      channels: jobAlerts.channels,
      filters: jobAlerts.filters,
      digest_time: jobAlerts.digest_time,
      last_alerted_at: jobAlerts.last_alerted_at,
      created_at: jobAlerts.created_at,
    })
    .from(jobAlerts)
    .innerJoin(jobAlertMatches, eq(jobAlertMatches.alert_id, jobAlerts.id))
    .where(and(eq(jobAlerts.frequency, 'daily'), eq(jobAlerts.paused, false)));
}

/**
 * Locks the alert's row until the transaction ends (one digest at a time) and answers when it
 * last went out; undefined when the alert is gone.
 */
export async function lockAlertLastSent(tx: Executor, alertId: string) {
  const [locked] = await tx
    .select({ last: jobAlerts.last_alerted_at })
    .from(jobAlerts)
    .where(eq(jobAlerts.id, alertId))
    .for('update');
  return locked;
}

/** Takes the jobs kept for the alert's digest: the still-live ones, newest first, and forgets them all. */
export async function takeKeptJobs(tx: Executor, alertId: string) {
  const kept = await tx
    .select(alertJobColumns)
    .from(jobAlertMatches)
    .innerJoin(jobs, eq(jobs.id, jobAlertMatches.job_id))
    .where(and(eq(jobAlertMatches.alert_id, alertId), liveJob))
    .orderBy(sql`${jobs.posted_at} desc`, jobs.id);
  await tx.delete(jobAlertMatches).where(eq(jobAlertMatches.alert_id, alertId));
  return kept;
}
