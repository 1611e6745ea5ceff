import { ANALYTICS_TIME_ZONE } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { rollUpPageViews } from './page-view-rollup.repository.ts';

const PAGE_VIEW_ROLLUP_JOB = 'analytics.roll-up-views';

/**
 * Rolls up the page-view counters of the days that are over (decision 089), every hour at :17 on
 * the shared job queue: one instance runs each round. Nothing is lost when a round is missed: the
 * next one starts where the roll-ups stop, and analytics reads the counters for every day after.
 */
export function registerPageViewRollup(app: FastifyInstance): void {
  const { jobs, db, log } = app;
  const ready = jobs
    .register(PAGE_VIEW_ROLLUP_JOB, async () => {
      const outcome = await rollUpPageViews(db);
      if (outcome.days) log.info({ event: 'analytics.views-rolled-up', ...outcome }, 'rolled up page views');
    })
    .then(() => jobs.schedule(PAGE_VIEW_ROLLUP_JOB, '17 * * * *', { timeZone: ANALYTICS_TIME_ZONE }));
  // A queue that could not start has logged why (decision 022); the app still serves.
  ready.catch((error: unknown) => log.warn({ err: error }, `could not schedule ${PAGE_VIEW_ROLLUP_JOB}`));
}
