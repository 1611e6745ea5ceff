import type { FastifyInstance } from 'fastify';
import { startEmailOutbox } from './email-outbox.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';

// The mail module's public surface: the e-mail outbox features queue e-mail through
// (`app.emailOutbox.queue`, typed on the Fastify instance).
export type { EmailOutbox } from './email-outbox.ts';
export type { MailTransport } from './mail-transport.ts';

/**
 * The e-mail outbox on `app.emailOutbox`, and the job that sends its e-mail. Without a transport
 * (production without SMTP_URL) the outbox is off: it says so now, and takes no e-mail.
 */
export function registerMailJobs(app: FastifyInstance, transport?: MailTransport): void {
  const mail = transport ?? createMailTransport(app.config);
  if (mail) app.addHook('onClose', async () => mail.close());
  else app.log.warn('SMTP_URL is not set: e-mail is off (alert e-mails, address confirmations)');
  app.decorate('emailOutbox', startEmailOutbox(app.db, app.jobs, mail, app.log));
}
