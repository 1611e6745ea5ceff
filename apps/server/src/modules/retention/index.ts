export { registerRetentionJob } from './retention-schedule.ts';
