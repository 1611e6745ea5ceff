import type { FastifyInstance } from 'fastify';
import { latestPortlandTime } from '../notifications/index.ts';
import { type AlertDeps, JOB_ALERT_JOBS } from './alert-jobs.ts';
import { queueAlertEmail, queueAlertText, sendsDeclared } from './alert-messages.ts';
import {
  alertsWithKeptJobs,
  claimDeliveries,
  claimDelivery,
  claimNewlyLiveJobs,
  findLiveAlertJob,
  keepForDigest,
  lockAlertLastSent,
  markAlerted,
  takeKeptJobs,
} from './job-alert-delivery.repository.ts';
import { findMatchingAlerts } from './job-alert-matching.repository.ts';

/** The text-outbox category of job alerts: its per-day limit and STOP count apart from other texts. */
export const JOB_ALERT_TEXT_CATEGORY = 'job-alert';
/** Jobs one sweep claims; the next minute takes the rest. */
const SWEEP_BATCH = 500;

export function alertDeps(app: FastifyInstance): AlertDeps {
  return { db: app.db, jobs: app.jobs, email: app.emailOutbox, texts: app.textOutbox, config: app.config };
}

/**
 * Claims every job that is live and was not yet matched, and queues one match job per job in the
 * same transaction (decision 058). One path for every way a job goes live (posted live, approved,
 * scheduled start reached); the claim's key makes it once per job across instances. Answers how
 * many jobs it claimed.
 */
export async function sweepNewlyLiveJobs(deps: AlertDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const claimed = await claimNewlyLiveJobs(tx, SWEEP_BATCH);
    for (const jobId of claimed) await deps.jobs.send(JOB_ALERT_JOBS.match, { jobId }, { tx });
    return claimed.length;
  });
}

/**
 * Matches one newly live job against every alert: each instant alert claims (person, job) and
 * sends; a person already claimed for it (another search) gets nothing more. Daily alerts keep
 * the job for their next digest. Safe to run again: claims and sends are keyed.
 */
export async function matchJob(deps: AlertDeps, jobId: string): Promise<void> {
  const job = await findLiveAlertJob(deps.db, jobId);
  if (!job) return; // closed or deleted before its turn
  const alerts = await findMatchingAlerts(deps.db, jobId);
  await sendsDeclared(deps);
  for (const alert of alerts) {
    if (alert.frequency === 'daily') {
      await keepForDigest(deps.db, alert.id, jobId);
      continue;
    }
    const dedupeKey = `job-alert:${alert.user_id}:${jobId}`;
    await deps.db.transaction(async (tx) => {
      if (!(await claimDelivery(tx, alert.user_id, jobId, alert.id))) return;
      await queueAlertEmail(deps, tx, alert, [job], dedupeKey);
      await queueAlertText(deps, tx, alert, [job], dedupeKey);
      await markAlerted(tx, alert.id);
    });
  }
}

/**
 * Sends each daily alert whose Portland digest time has come since it last went out: the jobs
 * kept for it that are still live and not yet sent to the person by another search, in one
 * e-mail (and one text). Nothing is sent when none is left. `now` is the clock the digest times
 * are read against. Answers how many digests went out.
 */
export async function sendDueDigests(deps: AlertDeps, now: Date = new Date()): Promise<number> {
  const candidates = await alertsWithKeptJobs(deps.db);
  await sendsDeclared(deps);
  let sent = 0;
  for (const alert of candidates) {
    const moment = latestPortlandTime(now, alert.digest_time);
    if ((alert.last_alerted_at ?? alert.created_at) >= moment) continue;
    const dedupeKey = `job-alert-digest:${alert.id}:${moment.toISOString()}`;
    const found = await deps.db.transaction(async (tx) => {
      // The alert's row lock: one digest at a time, and a second look at when it last went out.
      const locked = await lockAlertLastSent(tx, alert.id);
      if (!locked || (locked.last && locked.last >= moment)) return [];
      const kept = await takeKeptJobs(tx, alert.id);
      await markAlerted(tx, alert.id, now);
      if (kept.length === 0) return [];
      const ids = await claimDeliveries(
        tx,
        alert.user_id,
        alert.id,
        kept.map((job) => job.id),
      );
      const fresh = kept.filter((job) => ids.has(job.id));
      if (fresh.length === 0) return [];
      // The e-mail and the text commit with the claims, or neither does.
      await queueAlertEmail(deps, tx, alert, fresh, dedupeKey);
      await queueAlertText(deps, tx, alert, fresh, dedupeKey);
      return fresh;
    });
    if (found.length > 0) sent += 1;
  }
  return sent;
}
