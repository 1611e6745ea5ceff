// The job alerts module's public surface: its routes are mounted through modules/index.ts; the
// app starts its queue work (sweep, matching, digests) with `registerJobAlertJobs`.
export { nudgeJobAlerts, registerJobAlertJobs } from './job-alert-queue.ts';
