import type { FastifyInstance } from 'fastify';
import { startEmailOutbox } from './email-outbox.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';

// The mail module's public surface: the e-mail outbox features queue e-mail through
// (`app.emailOutbox.queue`, typed on the Fastify instance).
export type { EmailOutbox } from './email-outbox.ts';
export type { MailTransport } from './mail-transport.ts';

/** The e-mail outbox on `app.emailOutbox`, and the job that sends its e-mail. */
export function registerMailJobs(app: FastifyInstance, transport?: MailTransport): void {
  const mail = transport ?? createMailTransport(app.config);
  app.addHook('onClose', async () => mail.close());
  app.decorate('emailOutbox', startEmailOutbox(app.db, app.jobs, mail, app.log));
}
