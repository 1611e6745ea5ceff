// The applications module's public surface: its routes are mounted through modules/index.ts; the
// app starts its scheduled work (the unread reminder and the daily digest) with the queue.
export { registerApplicationJobs } from './application-texts.service.ts';
export { moveApplication } from './applications.repository.ts';
