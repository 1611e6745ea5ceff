import { JOB_ALERT_TEXT_STOP, salaryDisplay } from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { Executor } from '../../db/client.ts';
import { type AlertEmail, findAlertEmail } from './alert-email.repository.ts';
import { type AlertJob, jobAlertEmail } from './alert-email-template.ts';
import { type AlertDeps, type AlertText, JOB_ALERT_JOBS, textJobDeclared } from './alert-jobs.ts';
import { alertLinks, siteOrigin } from './alert-links.ts';
import { unsubscribeToken } from './alert-tokens.ts';

interface AlertTarget {
  id: string;
  user_id: string;
  name: string;
  channels: string[];
  /** The saved search's filters: its link on the job board. */
  filters: Readonly<Record<string, unknown>>;
}

/** Queues the alert's e-mail (in `tx`) when it has the e-mail channel and a confirmed address. */
export async function queueAlertEmail(
  deps: AlertDeps,
  tx: Executor,
  alert: AlertTarget,
  found: readonly AlertJob[],
  dedupeKey: string,
  /** The person's address as read already in `tx` (a batch reads them all at once). */
  known?: AlertEmail,
) {
  if (!alert.channels.includes('email') || !deps.email.enabled) return;
  const address = known ?? (await findAlertEmail(tx, alert.user_id));
  if (!address.address || !address.confirmed) return;
  const t = translatorForLocale(address.language);
  const links = alertLinks(siteOrigin(deps.config));
  const token = unsubscribeToken(deps.config.jwtSecret, alert.id);
  await deps.email.queue(tx, {
    userId: alert.user_id,
    to: address.address,
    category: 'job-alert',
    dedupeKey,
    unsubscribeUrl: links.unsubscribeApi(token),
    ...jobAlertEmail(
      {
        alertName: alert.name,
        jobs: found,
        jobUrl: links.job,
        searchUrl: links.search(alert.filters),
        manageUrl: links.manage,
        unsubscribeUrl: links.unsubscribePage(token),
      },
      t,
      address.language,
    ),
  });
}

/**
 * The alert's text, as a job stored in `tx` (the transaction that claims its jobs and queues its
 * e-mail), so an instance that dies once that commits loses nothing: the job puts the text in the
 * text outbox (quiet hours, 3 a day, STOP; decision 055), whose dedupe key makes a retry a no-op.
 */
export async function queueAlertText(
  deps: AlertDeps,
  tx: Executor,
  alert: AlertTarget,
  found: readonly AlertJob[],
  dedupeKey: string,
  known?: AlertEmail,
) {
  if (!alert.channels.includes('sms')) return;
  const links = alertLinks(siteOrigin(deps.config));
  const [first] = found;
  // Written now, in the person's saved language, since the job carries the finished text.
  const { language } = known ?? (await findAlertEmail(tx, alert.user_id));
  const t = translatorForLocale(language);
  const body =
    found.length === 1 && first
      ? t('New job: {title} at {company}, {pay}. {url}', {
          title: first.title,
          company: first.company,
          pay: salaryDisplay(first, undefined, t, language),
          url: links.job(first.id),
        })
      : t('{count} new jobs for "{alertName}": {url}', {
          count: found.length,
          alertName: alert.name,
          url: links.manage,
        });
  const text: AlertText = { userId: alert.user_id, dedupeKey, body: `${body} ${t(JOB_ALERT_TEXT_STOP)}` };
  await deps.jobs.send(JOB_ALERT_JOBS.text, text, { tx });
}

/** Waits for the jobs an alert's transaction sends to be declared: on PGlite it holds the one connection. */
export async function sendsDeclared(deps: AlertDeps): Promise<void> {
  const texts = textJobDeclared.get(deps.jobs);
  if (!texts) throw new Error('job alert texts are not registered on this queue');
  await Promise.all([deps.email.declared, texts]);
}
