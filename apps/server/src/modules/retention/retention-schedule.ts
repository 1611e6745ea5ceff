import { QUIET_HOURS } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { pruneExpiredRecords } from './retention.repository.ts';
import { configuredRetention } from './retention-periods.ts';

export const RETENTION_JOB = 'retention.prune';

/**
 * RETENTION_INTERVAL_MINUTES as a cron expression: every N minutes below an hour, every N hours
 * at the hour for whole hours (an interval that fits neither runs at the nearest that does).
 */
export function retentionCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.max(1, Math.min(24, Math.round(minutes / 60)));
  return hours === 1 ? '0 * * * *' : hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/**
 * Prunes on a schedule of the shared job queue (decision 058): one instance runs each round,
 * whichever is free, and no cron needs setting up. The pruning lock stays as a second fence
 * (retention.repository.ts): a round that finds it held is skipped.
 */
export function registerRetentionJob(app: FastifyInstance): void {
  const { jobs, db, log } = app;
  const ready = jobs
    .register(RETENTION_JOB, async () => {
      const counts = await pruneExpiredRecords(db, configuredRetention(app.config));
      if (counts) log.info({ event: 'retention.pruned', ...counts }, 'pruned expired records');
    })
    .then(() =>
      jobs.schedule(RETENTION_JOB, retentionCron(app.config.RETENTION_INTERVAL_MINUTES), {
        timeZone: QUIET_HOURS.timeZone,
      }),
    );
  // A queue that could not start has logged why (decision 022); the app still serves.
  ready.catch((error: unknown) => log.warn({ err: error }, `could not schedule ${RETENTION_JOB}`));
}
