import type { FastifyInstance } from 'fastify';
import { createSmsProvider } from '../auth/index.ts';
import { startTextOutbox } from './text-outbox.service.ts';

// The notifications module's public surface: the text outbox features queue texts through
// (`app.textOutbox.queueText`, typed on the Fastify instance).
export { latestPortlandTime, portlandDay } from './quiet-hours.ts';
export type { TextOutbox } from './text-outbox.service.ts';

/** The text outbox on `app.textOutbox`, and the job that sends its texts. */
export function registerNotificationJobs(app: FastifyInstance): void {
  const outbox = startTextOutbox({
    db: app.db,
    jobs: app.jobs,
    sms: createSmsProvider(app.config),
    config: app.config,
    log: app.log,
    now: app.clock,
  });
  app.decorate('textOutbox', outbox);
}
