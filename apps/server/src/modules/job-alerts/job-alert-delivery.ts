import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { latestPortlandTime } from '../notifications/index.ts';
import { findAlertEmails } from './alert-email.repository.ts';
import { type AlertDeps, JOB_ALERT_JOBS } from './alert-jobs.ts';
import { queueAlertEmail, queueAlertText, sendsDeclared } from './alert-messages.ts';
import {
  alertsWithKeptJobs,
  allowLongStatements,
  claimDeliveries,
  claimNewlyLiveJobs,
  findLiveAlertJobs,
  heldInstantAlerts,
  lockAlertLastSent,
  markAlerted,
  markAlertsSent,
  takeKeptJobs,
} from './job-alert-delivery.repository.ts';
import { keepAndClaimMatches, MATCH_BATCH_MAX } from './job-alert-matching.repository.ts';

/** The text-outbox category of job alerts: its per-day limit and STOP count apart from other texts. */
export const JOB_ALERT_TEXT_CATEGORY = 'job-alert';

export function alertDeps(app: FastifyInstance): AlertDeps {
  return { db: app.db, jobs: app.jobs, email: app.emailOutbox, texts: app.textOutbox, config: app.config };
}

/**
 * Claims every job that is live and was not yet matched, a batch at a time, and queues one match
 * job per batch in the batch's transaction (decision 058). One path for every way a job goes live
 * (posted live, approved, scheduled start reached); the claim's key makes it once per job across
 * instances. It goes on while batches come back full, so a burst of jobs (an import, a queue
 * approved at once) is all queued by one run rather than a batch a minute. Answers how many jobs
 * it claimed.
 */
export async function sweepNewlyLiveJobs(
  deps: AlertDeps,
  { batchSize = MATCH_BATCH_MAX }: { batchSize?: number } = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const jobIds = await claimNewlyLiveJobs(tx, batchSize);
      if (jobIds.length > 0) await deps.jobs.send<MatchData>(JOB_ALERT_JOBS.match, { jobIds }, { tx });
      return jobIds.length;
    });
    total += claimed;
    // A short batch: nothing is left, or another instance's sweep holds the rest.
    if (claimed < batchSize) return total;
  }
}

/** The match job's data: the batch of jobs the sweep claimed (`jobId`: one job, as queued before batches). */
export interface MatchData {
  jobIds?: string[];
  jobId?: string;
}

/** The batch's name in its messages' dedupe keys: the same for every attempt of the match job. */
const batchKey = (jobIds: readonly string[]) =>
  createHash('sha256')
    .update([...jobIds].sort().join(','))
    .digest('base64url')
    .slice(0, 22);

/** What one match statement may take: jobs against every alert, on a busy database. */
const MATCH_STATEMENT_SECONDS = 60;
/**
 * Jobs one statement keeps and claims the pairs of: a batch's pairs a few at a time, so no
 * statement nears the pool's query timeout (DATABASE_QUERY_TIMEOUT_MS) on a busy database.
 */
const JOBS_PER_STATEMENT = 100;

/**
 * Matches a batch of newly live jobs against every alert and sends, in one transaction: daily
 * alerts keep their jobs for the next digest, every instant (person, job) pair is claimed (a job
 * the person has from another search is left out), and each instant alert holding claims sends
 * one e-mail (and one text) about its jobs. The claims and the sends commit together, or none
 * does and the queue runs the batch again. Safe to run again: claims and sends are keyed.
 */
export async function matchJobs(deps: AlertDeps, jobIds: readonly string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await sendsDeclared(deps);
  const key = batchKey(jobIds);
  const sent = await deps.db.transaction(async (tx) => {
    await allowLongStatements(tx, MATCH_STATEMENT_SECONDS);
    for (let start = 0; start < jobIds.length; start += JOBS_PER_STATEMENT) {
      await keepAndClaimMatches(tx, jobIds.slice(start, start + JOBS_PER_STATEMENT));
    }
    const held = await heldInstantAlerts(tx, jobIds);
    if (held.length === 0) return [];
    const live = await findLiveAlertJobs(tx, jobIds);
    // Every person's address at once: a burst is thousands of alerts, each a round trip less.
    const addresses = await findAlertEmails(tx, [...new Set(held.map((alert) => alert.user_id))]);
    for (const alert of held) {
      const ids = new Set(alert.job_ids);
      const found = live.filter((job) => ids.has(job.id));
      if (found.length === 0) continue; // its jobs closed since they were claimed
      const dedupeKey = `job-alert:${alert.id}:${key}`;
      const address = addresses.get(alert.user_id);
      await queueAlertEmail(deps, tx, alert, found, dedupeKey, address);
      await queueAlertText(deps, tx, alert, found, dedupeKey, address);
    }
    return held.map((alert) => alert.id);
  });
  // After the commit: a stamp is not worth holding the alerts' rows locked for a whole batch.
  await markAlertsSent(deps.db, sent);
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
