import { JOB_ALERT_TEXTS_PER_DAY, QUIET_HOURS } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { type AlertDeps, type AlertText, JOB_ALERT_JOBS, textJobDeclared } from './alert-jobs.ts';
import {
  alertDeps,
  JOB_ALERT_TEXT_CATEGORY,
  type MatchData,
  matchJobs,
  sendDueDigests,
  sweepNewlyLiveJobs,
} from './job-alert-delivery.ts';

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

/** The alert jobs on the shared queue: the sweep and the digests each minute, one instance per tick. */
export function registerJobAlertJobs(app: FastifyInstance): void {
  const deps = alertDeps(app);
  const { jobs } = app;
  const texts = jobs.register<AlertText>(JOB_ALERT_JOBS.text, (data) => queueTextJob(deps, data));
  textJobDeclared.set(jobs, texts);
  const ready = Promise.all([
    texts,
    jobs.register<MatchData>(JOB_ALERT_JOBS.match, (data) =>
      matchJobs(deps, data.jobIds ?? (data.jobId ? [data.jobId] : [])),
    ),
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
