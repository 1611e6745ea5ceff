import {
  ALERT_EMAIL_CONFIRM_HOURS,
  ALERT_EMAIL_CONFIRMATIONS_EXHAUSTED,
  ALERT_EMAIL_CONFIRMATIONS_PER_DAY,
  ALERT_EMAIL_LINK_INVALID,
  ALERT_EMAIL_OFF,
  type TAlertEmail,
} from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { FastifyInstance } from 'fastify';
import { withBudget } from '../../db/budget-lock.ts';
import {
  type AccountBudget,
  accountBudgetKey,
  accountSubject,
  recordRequests,
  requestBudgetWait,
} from '../../db/request-budget.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateLimited } from '../../lib/rate-limited.ts';
import { confirmEmail, findAlertEmail, setUnconfirmedEmail } from './alert-email.repository.ts';
import { confirmationEmail } from './alert-email-template.ts';
import { alertLinks, siteOrigin } from './alert-links.ts';
import { confirmToken, readConfirmToken } from './alert-tokens.ts';

/** Confirmation e-mails an account may have sent a day. */
const CONFIRMATIONS: AccountBudget = {
  lock: 'alert-email',
  action: 'alert_email_confirmation',
  limit: ALERT_EMAIL_CONFIRMATIONS_PER_DAY,
  windowSeconds: 86_400,
  refuse: (wait) => rateLimited(ALERT_EMAIL_CONFIRMATIONS_EXHAUSTED, wait, 'alert_email_confirmations'),
};

/**
 * Sets the address alerts go to and e-mails it a confirmation link; until the link is opened no
 * alert goes there. The same address, already confirmed, stays confirmed and sends nothing. Each
 * link sent spends the account's daily budget, counted and spent under its lock (decision 050).
 */
export async function setAlertEmail(
  app: FastifyInstance,
  userId: string,
  email: string,
): Promise<TAlertEmail> {
  const { db, config } = app;
  // Production without an SMTP server: say so where the address is typed (decision 058).
  if (!app.emailOutbox.enabled) throw new AppError('UNPROCESSABLE', ALERT_EMAIL_OFF, { field: 'email' });
  await app.emailOutbox.declared;
  return withBudget(db, [accountBudgetKey(CONFIRMATIONS, userId)], async (tx) => {
    const current = await findAlertEmail(tx, userId);
    if (current.address === email && current.confirmed) return { address: email, confirmed: true };
    const { language } = current;
    const wait = await requestBudgetWait(tx, CONFIRMATIONS, accountSubject(userId));
    if (wait > 0) throw CONFIRMATIONS.refuse(wait);
    const [event] = await recordRequests(tx, [
      { action: CONFIRMATIONS.action, subject: accountSubject(userId) },
    ]);
    await setUnconfirmedEmail(tx, userId, email);
    const expiresAt = new Date(Date.now() + ALERT_EMAIL_CONFIRM_HOURS * 3_600_000);
    const link = alertLinks(siteOrigin(config)).confirm(
      confirmToken(config.jwtSecret, { userId, email }, expiresAt),
    );
    await app.emailOutbox.queue(tx, {
      userId,
      to: email,
      category: 'alert-email-confirmation',
      dedupeKey: `alert-email-confirmation:${event!}`,
      ...confirmationEmail(link, ALERT_EMAIL_CONFIRM_HOURS, translatorForLocale(language), language),
    });
    return { address: email, confirmed: false };
  });
}

/**
 * Confirms the address a link was sent for, without signing in. A link for an address the
 * person has since changed no longer confirms anything.
 */
export async function confirmAlertEmail(app: FastifyInstance, token: string): Promise<TAlertEmail> {
  const data = readConfirmToken(app.config.jwtSecret, token);
  if (!data) throw new AppError('BAD_REQUEST', ALERT_EMAIL_LINK_INVALID, { field: 'token' });
  if (!(await confirmEmail(app.db, data.userId, data.email)))
    throw new AppError('BAD_REQUEST', ALERT_EMAIL_LINK_INVALID, { field: 'token' });
  return { address: data.email, confirmed: true };
}
