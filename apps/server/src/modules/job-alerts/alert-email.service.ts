import {
  ALERT_EMAIL_CONFIRM_HOURS,
  ALERT_EMAIL_CONFIRMATIONS_EXHAUSTED,
  ALERT_EMAIL_CONFIRMATIONS_PER_DAY,
  ALERT_EMAIL_LINK_INVALID,
  ALERT_EMAIL_OFF,
  type TAlertEmail,
} from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withBudget } from '../../db/budget-lock.ts';
import { requestEvents, users } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateLimited } from '../../lib/rate-limited.ts';
import { confirmationEmail } from './alert-email-template.ts';
import { alertLinks, siteOrigin } from './alert-links.ts';
import { confirmToken, readConfirmToken } from './alert-tokens.ts';

const DAY_SECONDS = 86_400;
// Confirmation e-mails count per account in the request log (its `network` holds the account).
const accountKey = (userId: string) => `user:${userId}`;

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
  return withBudget(db, [`alert-email:${accountKey(userId)}`], async (tx) => {
    const [current] = await tx
      .select({ email: users.email, confirmed_at: users.email_confirmed_at, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    if (current?.email === email && current.confirmed_at) return { address: email, confirmed: true };
    const language = current?.language ?? 'en';
    const wait = await slidingWindowWait(tx, {
      table: requestEvents,
      createdAt: requestEvents.created_at,
      where: and(
        eq(requestEvents.action, 'alert_email_confirmation'),
        eq(requestEvents.network, accountKey(userId)),
      ),
      limit: ALERT_EMAIL_CONFIRMATIONS_PER_DAY,
      windowSeconds: DAY_SECONDS,
    });
    if (wait > 0) throw rateLimited(ALERT_EMAIL_CONFIRMATIONS_EXHAUSTED, wait);
    const [event] = await tx
      .insert(requestEvents)
      .values({ action: 'alert_email_confirmation', network: accountKey(userId) })
      .returning({ id: requestEvents.id });
    await tx.update(users).set({ email, email_confirmed_at: null }).where(eq(users.id, userId));
    const expiresAt = new Date(Date.now() + ALERT_EMAIL_CONFIRM_HOURS * 3_600_000);
    const link = alertLinks(siteOrigin(config)).confirm(
      confirmToken(config.jwtSecret, { userId, email }, expiresAt),
    );
    await app.emailOutbox.queue(tx, {
      userId,
      to: email,
      category: 'alert-email-confirmation',
      dedupeKey: `alert-email-confirmation:${event!.id}`,
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
  const [row] = await app.db
    .update(users)
    .set({ email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())` })
    .where(and(eq(users.id, data.userId), eq(users.email, data.email)))
    .returning({ email: users.email });
  if (!row) throw new AppError('BAD_REQUEST', ALERT_EMAIL_LINK_INVALID, { field: 'token' });
  return { address: data.email, confirmed: true };
}
