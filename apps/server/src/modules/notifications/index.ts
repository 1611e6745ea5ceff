import type { FastifyInstance } from 'fastify';
import { createSmsProvider } from '../auth/index.ts';
import { startTextOutbox } from './text-outbox.service.ts';
import { TextReplyRouter } from './text-reply-router.ts';

// The notifications module's public surface: the text outbox features queue texts through
// (`app.textOutbox.queueText`, typed on the Fastify instance).
export { latestPortlandTime, portlandDay } from './quiet-hours.ts';
export type { TextOutbox } from './text-outbox.service.ts';
export type { OrdinaryReplyHandler, RoutedReply, TextReplyRouter } from './text-reply-router.ts';

/** The text outbox on `app.textOutbox`, the job that sends its texts, and `app.textReplies`. */
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
  // Features add their handling of ordinary replies to our texts (decision 087).
  app.decorate('textReplies', new TextReplyRouter());
}
