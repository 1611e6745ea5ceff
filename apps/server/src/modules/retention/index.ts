export { configuredRetention, type RetentionSettings } from './retention-periods.ts';
export { registerRetentionJob } from './retention-schedule.ts';
