import {
  addDays,
  CERTIFICATE_REMINDER_DAYS,
  certificateReminderWords,
  type Locale,
  portlandDay,
  QUIET_HOURS,
} from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { dueReminders, markReminded } from './certificates.repository.ts';

const REMINDER_JOB = 'certificate-expiry-reminders';
/** The outbox category of the reminders, and their kind of text in /settings (decision 097). */
export const CERTIFICATE_TEXT_CATEGORY = 'certificate-reminders';
/** Certificates one sweep takes at most; the next hour's sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * The reminder of each certificate that expires within 30 days (decision 097): a text and, to a
 * confirmed address, an e-mail, in the holder's language, once per expiry date. Both are keyed by
 * the certificate and its expiry date, so the outboxes keep one of each however many instances
 * sweep at once; the certificate then records the expiry it was reminded for, so later sweeps
 * pass it by. A STOP or the switch in /settings stops the texts (the outbox's opt-outs).
 * Answers how many certificates it reminded.
 */
export async function sendCertificateReminders(app: FastifyInstance): Promise<number> {
  const { db } = app;
  const today = portlandDay(app.clock());
  const due = await dueReminders(db, today, addDays(today, CERTIFICATE_REMINDER_DAYS), SWEEP_BATCH);
  for (const certificate of due) {
    const expiresOn = certificate.expires_on as string;
    const key = `certificate-reminder:${certificate.id}:${expiresOn}`;
    const locale = (certificate.language ?? 'en') as Locale;
    const words = certificateReminderWords(
      { ...certificate, expires_on: expiresOn },
      translatorForLocale(locale),
      locale,
    );
    await app.textOutbox.queueText({
      to: { userId: certificate.user_id },
      body: words.text,
      category: CERTIFICATE_TEXT_CATEGORY,
      dedupeKey: key,
    });
    if (certificate.email && certificate.email_confirmed_at && app.emailOutbox.enabled) {
      await app.emailOutbox.declared;
      const link = `${siteOrigin(app)}/profile`;
      await db.transaction((tx) =>
        app.emailOutbox.queue(tx, {
          userId: certificate.user_id,
          to: certificate.email as string,
          category: CERTIFICATE_TEXT_CATEGORY,
          dedupeKey: key,
          subject: words.subject,
          text: `${words.text}\n\n${words.open}: ${link}\n\n--\n${words.footer}\n`,
          html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head><body style="margin:0;padding:16px;font-family:-apple-system,system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827;max-width:600px">
<p style="margin:0 0 16px">${escapeHtml(words.text)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(words.open)}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(words.footer)}</p>
</body></html>`,
        }),
      );
    }
    await markReminded(db, certificate.id, expiresOn);
  }
  return due.length;
}

const siteOrigin = (app: FastifyInstance) =>
  (app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`).replace(/\/+$/, '');

/** The sweep on the shared queue, every hour (one instance runs each tick); the outbox holds texts through quiet hours. */
export function registerCertificateJobs(app: FastifyInstance): void {
  app.jobs
    .register(REMINDER_JOB, async () => {
      await sendCertificateReminders(app);
    })
    .then(() => app.jobs.schedule(REMINDER_JOB, '20 * * * *', { timeZone: QUIET_HOURS.timeZone }))
    .catch((error: unknown) => app.log.warn({ err: error }, `could not schedule ${REMINDER_JOB}`));
}
