export { configuredRetention, type RetentionSettings } from './retention-periods.ts';
export { RETENTION_JOB, registerRetentionJob } from './retention-schedule.ts';
