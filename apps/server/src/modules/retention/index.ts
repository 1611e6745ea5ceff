export { scheduleRetention } from './retention-schedule.ts';
