// The analytics module's public surface: `app.pageViews`, which the job and business pages count
// with, and the hourly roll-up of the counters.
export { registerPageViews } from './page-view-counter.ts';
export { registerPageViewRollup } from './page-view-rollup-schedule.ts';
