import {
  conversationMessageEmail,
  conversationMessageSms,
  MESSAGE_TEXT_QUOTE_MAX,
  MESSAGE_TEXTS_PER_PAIR_PER_DAY,
} from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import { conversationMessageEmailBody } from './message-email.ts';
import {
  applicantContact,
  blocksBetween,
  conversationApplication,
  findMessage,
} from './messages.repository.ts';
import { addReplyRoute } from './text-routing.repository.ts';

/** The job that carries one business message to the applicant by text and e-mail. */
const MESSAGE_DELIVERY_JOB = 'conversation-message.deliver';
interface DeliveryJob {
  messageId: string;
}

/** Per queue: the delivery job's declaration, awaited before a transaction queues one (PGlite has one connection). */
const declared = new WeakMap<JobQueue, Promise<void>>();

/** The text category of one business's messages: the daily cap and a STOP count per applicant and business. */
const messageTextCategory = (businessId: string) => `conversation:${businessId}`;

/** What a reply route of a conversation's text is called (text_reply_routes.kind). */
export const CONVERSATION_ROUTE = 'conversation';

/** Waits until the delivery job can be sent (before opening the transaction that sends one). */
export function deliveryDeclared(app: FastifyInstance): Promise<void> {
  return declared.get(app.jobs) ?? Promise.resolve();
}

/** Queues the delivery of a business's message in the transaction that stored it. */
export async function queueMessageDelivery(app: FastifyInstance, tx: Tx, messageId: string): Promise<void> {
  await app.jobs.send<DeliveryJob>(MESSAGE_DELIVERY_JOB, { messageId }, { tx });
}

const quote = (body: string) =>
  body.length <= MESSAGE_TEXT_QUOTE_MAX ? body : `${body.slice(0, MESSAGE_TEXT_QUOTE_MAX - 1).trimEnd()}…`;

/**
 * Carries a business's message to its applicant (decision 086): by text when they opted in to the
 * application's texts (the outbox holds it through quiet hours and keeps the pair's daily cap), and
 * by e-mail to a confirmed address, each in the applicant's language. Both are keyed by the message,
 * so a retried or repeated job queues each once; a text that is queued also records that a reply
 * to it belongs in this conversation.
 */
export async function deliverMessage(app: FastifyInstance, messageId: string): Promise<void> {
  const { db } = app;
  const message = await findMessage(db, messageId);
  if (message?.side !== 'business') return;
  const application = await conversationApplication(db, message.application_id);
  if (!application?.business_id) return;
  if ((await blocksBetween(db, application.business_id, application.user_id)).includes('applicant')) return;
  const contact = await applicantContact(db, application.user_id);
  if (!contact) return;
  const words = { businessName: application.business_name, jobTitle: application.job_title };

  if (application.sms_updates) {
    const text = await app.textOutbox.queueText({
      to: { userId: application.user_id },
      body: (t) => conversationMessageSms({ ...words, body: quote(message.body) }, t),
      category: messageTextCategory(application.business_id),
      dedupeKey: `conversation-message:${message.id}`,
      perDayLimit: MESSAGE_TEXTS_PER_PAIR_PER_DAY,
    });
    if (text.status !== 'skipped') {
      await addReplyRoute(db, {
        text_message_id: text.id,
        kind: CONVERSATION_ROUTE,
        application_id: application.id,
        business_id: application.business_id,
      });
    }
  }

  if (contact.email && contact.email_confirmed_at && app.emailOutbox.enabled) {
    await app.emailOutbox.declared;
    const language = contact.language ?? 'en';
    const t = translatorForLocale(language);
    const email = conversationMessageEmailBody(
      {
        words: conversationMessageEmail(words, t),
        body: message.body,
        link: `${siteOrigin(app)}/messages/${application.id}`,
      },
      language,
    );
    await db.transaction((tx) =>
      app.emailOutbox.queue(tx, {
        userId: application.user_id,
        to: contact.email as string,
        category: 'conversation-message',
        dedupeKey: `conversation-message:${message.id}`,
        ...email,
      }),
    );
  }
}

const siteOrigin = (app: FastifyInstance) =>
  (app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`).replace(/\/+$/, '');

/** Declares the delivery job; its runs deliver one message each. */
export function registerDeliveryJob(app: FastifyInstance): void {
  const ready = app.jobs.register<DeliveryJob>(
    MESSAGE_DELIVERY_JOB,
    (job) => deliverMessage(app, job.messageId),
    {
      retryLimit: 3,
      retryDelaySeconds: 60,
    },
  );
  ready.catch((error: unknown) => app.log.warn({ err: error }, `could not register ${MESSAGE_DELIVERY_JOB}`));
  declared.set(
    app.jobs,
    ready.catch(() => undefined),
  );
}
