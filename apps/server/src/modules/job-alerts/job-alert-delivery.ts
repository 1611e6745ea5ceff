import { JOB_ALERT_TEXT_STOP, JOB_ALERT_TEXTS_PER_DAY, QUIET_HOURS, salaryDisplay } from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  jobAlertDeliveries,
  jobAlertMatches,
  jobAlertSeenJobs,
  jobAlerts,
  jobs,
} from '../../db/schema/index.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import { liveJob } from '../jobs/index.ts';
import type { EmailOutbox } from '../mail/index.ts';
import { latestPortlandTime, type TextOutbox } from '../notifications/index.ts';
import { type AlertJob, jobAlertEmail } from './alert-email-template.ts';
import { alertLinks, siteOrigin } from './alert-links.ts';
import { unsubscribeToken } from './alert-tokens.ts';
import { findMatchingAlerts } from './job-alert-matching.ts';
import { findAlertEmail } from './job-alerts.repository.ts';

const JOB_ALERT_JOBS = {
  /** Every minute: claims jobs that went live since the last sweep and queues their matching. */
  sweep: 'job-alerts.sweep',
  /** One newly live job against every alert: instant alerts sent, daily ones kept for the digest. */
  match: 'job-alerts.match',
  /** Every minute: sends the daily digests whose Portland time has come. */
  digest: 'job-alerts.digest',
  /** One alert's text into the text outbox, queued in the transaction that claimed its jobs. */
  text: 'job-alerts.text',
} as const;
interface AlertText {
  userId: string;
  dedupeKey: string;
  body: string;
}
/** Per queue: the text job's declaration, awaited before a transaction sends one (PGlite has one connection). */
const textJobDeclared = new WeakMap<JobQueue, Promise<void>>();
/** The text-outbox category of job alerts: its per-day limit and STOP count apart from other texts. */
export const JOB_ALERT_TEXT_CATEGORY = 'job-alert';
/** Jobs one sweep claims; the next minute takes the rest. */
const SWEEP_BATCH = 500;

export interface AlertDeps {
  db: Db;
  jobs: JobQueue;
  email: EmailOutbox;
  texts: TextOutbox;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT' | 'jwtSecret'>;
}

/**
 * Claims every job that is live and was not yet matched, and queues one match job per job in the
 * same transaction (decision 058). One path for every way a job goes live (posted live, approved,
 * scheduled start reached); the claim's key makes it once per job across instances. Answers how
 * many jobs it claimed.
 */
export async function sweepNewlyLiveJobs(deps: AlertDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
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
      .limit(SWEEP_BATCH);
    const claimed = await tx
      .insert(jobAlertSeenJobs)
      .select(fresh)
      .onConflictDoNothing()
      .returning({ job_id: jobAlertSeenJobs.job_id });
    for (const { job_id } of claimed) await deps.jobs.send(JOB_ALERT_JOBS.match, { jobId: job_id }, { tx });
    return claimed.length;
  });
}

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
 * Claims (user, job) for an alert: the once-per-person rule. True when this alert holds the claim,
 * also when an earlier attempt of the same job took it (its sends are deduplicated by key).
 */
async function claimDelivery(tx: Executor, userId: string, jobId: string, alertId: string): Promise<boolean> {
  const [claimed] = await tx
    .insert(jobAlertDeliveries)
    .values({ user_id: userId, job_id: jobId, alert_id: alertId })
    .onConflictDoNothing()
    .returning({ alert_id: jobAlertDeliveries.alert_id });
  if (claimed) return true;
  const [held] = await tx
    .select({ alert_id: jobAlertDeliveries.alert_id })
    .from(jobAlertDeliveries)
    .where(and(eq(jobAlertDeliveries.user_id, userId), eq(jobAlertDeliveries.job_id, jobId)));
  return held?.alert_id === alertId;
}

interface AlertTarget {
  id: string;
  user_id: string;
  name: string;
  channels: string[];
}

/** Queues the alert's e-mail (in `tx`) when it has the e-mail channel and a confirmed address. */
async function queueAlertEmail(
  deps: AlertDeps,
  tx: Executor,
  alert: AlertTarget,
  found: readonly AlertJob[],
  dedupeKey: string,
) {
  if (!alert.channels.includes('email') || !deps.email.enabled) return;
  const address = await findAlertEmail(tx, alert.user_id);
  if (!address.address || !address.confirmed) return;
  const t = translatorForLocale(address.language);
  const links = alertLinks(siteOrigin(deps.config));
  const token = unsubscribeToken(deps.config.jwtSecret, alert.id);
  await deps.email.queue(tx, {
    userId: alert.user_id,
    to: address.address,
    category: 'job-alert',
    dedupeKey,
    unsubscribeUrl: links.unsubscribeApi(token),
    ...jobAlertEmail(
      {
        alertName: alert.name,
        jobs: found,
        jobUrl: links.job,
        manageUrl: links.manage,
        unsubscribeUrl: links.unsubscribePage(token),
      },
      t,
      address.language,
    ),
  });
}

/**
 * The alert's text, as a job stored in `tx` (the transaction that claims its jobs and queues its
 * e-mail), so an instance that dies once that commits loses nothing: the job puts the text in the
 * text outbox (quiet hours, 3 a day, STOP; decision 055), whose dedupe key makes a retry a no-op.
 */
async function queueAlertText(
  deps: AlertDeps,
  tx: Executor,
  alert: AlertTarget,
  found: readonly AlertJob[],
  dedupeKey: string,
) {
  if (!alert.channels.includes('sms')) return;
  const links = alertLinks(siteOrigin(deps.config));
  const [first] = found;
  // Written now, in the person's saved language, since the job carries the finished text.
  const { language } = await findAlertEmail(tx, alert.user_id);
  const t = translatorForLocale(language);
  const body =
    found.length === 1 && first
      ? t('New job: {title} at {company}, {pay}. {url}', {
          title: first.title,
          company: first.company,
          pay: salaryDisplay(first, undefined, t, language),
          url: links.job(first.id),
        })
      : t('{count} new jobs for "{alertName}": {url}', {
          count: found.length,
          alertName: alert.name,
          url: links.manage,
        });
  const text: AlertText = { userId: alert.user_id, dedupeKey, body: `${body} ${t(JOB_ALERT_TEXT_STOP)}` };
  await deps.jobs.send(JOB_ALERT_JOBS.text, text, { tx });
}

/** The text job: hands one alert text to the text outbox (a second run finds its key and adds nothing). */
async function queueTextJob(deps: AlertDeps, text: AlertText): Promise<void> {
  await deps.texts.queueText({
    to: { userId: text.userId },
    category: JOB_ALERT_TEXT_CATEGORY,
    dedupeKey: text.dedupeKey,
    perDayLimit: JOB_ALERT_TEXTS_PER_DAY,
    body: text.body,
  });
}

/** Waits for the jobs an alert's transaction sends to be declared: on PGlite it holds the one connection. */
async function sendsDeclared(deps: AlertDeps): Promise<void> {
  const texts = textJobDeclared.get(deps.jobs);
  if (!texts) throw new Error('job alert texts are not registered on this queue');
  await Promise.all([deps.email.declared, texts]);
}

/**
 * Matches one newly live job against every alert: each instant alert claims (person, job) and
 * sends; a person already claimed for it (another search) gets nothing more. Daily alerts keep
 * the job for their next digest. Safe to run again: claims and sends are keyed.
 */
async function matchJob(deps: AlertDeps, jobId: string): Promise<void> {
  const [job] = await deps.db
    .select(alertJobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, jobId), liveJob));
  if (!job) return; // closed or deleted before its turn
  const alerts = await findMatchingAlerts(deps.db, jobId);
  await sendsDeclared(deps);
  for (const alert of alerts) {
    if (alert.frequency === 'daily') {
      await deps.db
        .insert(jobAlertMatches)
        .values({ alert_id: alert.id, job_id: jobId })
        .onConflictDoNothing();
      continue;
    }
    const dedupeKey = `job-alert:${alert.user_id}:${jobId}`;
    await deps.db.transaction(async (tx) => {
      if (!(await claimDelivery(tx, alert.user_id, jobId, alert.id))) return;
      await queueAlertEmail(deps, tx, alert, [job], dedupeKey);
      await queueAlertText(deps, tx, alert, [job], dedupeKey);
      await tx.update(jobAlerts).set({ last_alerted_at: sql`now()` }).where(eq(jobAlerts.id, alert.id));
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
  const candidates = await deps.db
    .selectDistinct({
      id: jobAlerts.id,
      user_id: jobAlerts.user_id,
      name: jobAlerts.name,
      channels: jobAlerts.channels,
      digest_time: jobAlerts.digest_time,
      last_alerted_at: jobAlerts.last_alerted_at,
      created_at: jobAlerts.created_at,
    })
    .from(jobAlerts)
    .innerJoin(jobAlertMatches, eq(jobAlertMatches.alert_id, jobAlerts.id))
    .where(and(eq(jobAlerts.frequency, 'daily'), eq(jobAlerts.paused, false)));
  await sendsDeclared(deps);
  let sent = 0;
  for (const alert of candidates) {
    const moment = latestPortlandTime(now, alert.digest_time);
    if ((alert.last_alerted_at ?? alert.created_at) >= moment) continue;
    const dedupeKey = `job-alert-digest:${alert.id}:${moment.toISOString()}`;
    const found = await deps.db.transaction(async (tx) => {
      // The alert's row lock: one digest at a time, and a second look at when it last went out.
      const [locked] = await tx
        .select({ last: jobAlerts.last_alerted_at })
        .from(jobAlerts)
        .where(eq(jobAlerts.id, alert.id))
        .for('update');
      if (!locked || (locked.last && locked.last >= moment)) return [];
      const kept = await tx
        .select(alertJobColumns)
        .from(jobAlertMatches)
        .innerJoin(jobs, eq(jobs.id, jobAlertMatches.job_id))
        .where(and(eq(jobAlertMatches.alert_id, alert.id), liveJob))
        .orderBy(sql`${jobs.posted_at} desc`, jobs.id);
      await tx.delete(jobAlertMatches).where(eq(jobAlertMatches.alert_id, alert.id));
      await tx.update(jobAlerts).set({ last_alerted_at: now }).where(eq(jobAlerts.id, alert.id));
      if (kept.length === 0) return [];
      const claimed = await tx
        .insert(jobAlertDeliveries)
        .values(kept.map((job) => ({ user_id: alert.user_id, job_id: job.id, alert_id: alert.id })))
        .onConflictDoNothing()
        .returning({ job_id: jobAlertDeliveries.job_id });
      const ids = new Set(claimed.map((row) => row.job_id));
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

export function alertDeps(app: FastifyInstance): AlertDeps {
  return { db: app.db, jobs: app.jobs, email: app.emailOutbox, texts: app.textOutbox, config: app.config };
}

/** The alert jobs on the shared queue: the sweep and the digests each minute, one instance per tick. */
export function registerJobAlertJobs(app: FastifyInstance): void {
  const deps = alertDeps(app);
  const { jobs } = app;
  const texts = jobs.register<AlertText>(JOB_ALERT_JOBS.text, (data) => queueTextJob(deps, data));
  textJobDeclared.set(jobs, texts);
  const ready = Promise.all([
    texts,
    jobs.register<{ jobId: string }>(JOB_ALERT_JOBS.match, (data) => matchJob(deps, data.jobId)),
  ]).then(async () => {
    for (const [name, run] of [
      [JOB_ALERT_JOBS.sweep, () => sweepNewlyLiveJobs(deps)],
      [JOB_ALERT_JOBS.digest, () => sendDueDigests(deps, app.clock())],
    ] as const) {
      await jobs.register(name, async () => {
        await run();
      });
      await jobs.schedule(name, '* * * * *', { timeZone: QUIET_HOURS.timeZone });
    }
  });
  // A queue that could not start has logged why (decision 022); the app still serves.
  ready.catch((error: unknown) => app.log.warn({ err: error }, 'could not schedule job alerts'));
}

/**
 * Asks for a sweep now rather than at the next minute, after a write that may have put a job
 * live. Outside the write's transaction: the sweep only finds what committed, and a lost nudge
 * costs at most the minute until the scheduled sweep.
 */
export function nudgeJobAlerts(app: FastifyInstance): void {
  app.jobs
    .send(JOB_ALERT_JOBS.sweep, {})
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not ask for a job alert sweep'));
}
