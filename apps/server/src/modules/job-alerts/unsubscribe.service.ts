import { JOB_ALERT_NOT_FOUND, type TUnsubscribeResult, UNSUBSCRIBE_LINK_INVALID } from '@perks/contract';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { alertOfUnsubscribeToken } from './alert-tokens.ts';
import { findAlertChannels, removeEmailChannel } from './job-alerts.repository.ts';

function alertOf(secret: string, token: string): string {
  const alertId = alertOfUnsubscribeToken(secret, token);
  if (!alertId) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_LINK_INVALID, { field: 'token' });
  return alertId;
}

/** What the link will do: stop e-mail for this alert (already done when e-mail is off). */
export async function previewUnsubscribe(
  db: Executor,
  secret: string,
  token: string,
): Promise<TUnsubscribeResult> {
  const row = await findAlertChannels(db, alertOf(secret, token));
  if (!row) throw notFound(JOB_ALERT_NOT_FOUND);
  return { alert_name: row.name, unsubscribed: !row.channels.includes('email') };
}

/**
 * Stops e-mail for the alert, without signing in (the signed link is the authority); an alert
 * left with no channel is paused. Doing it again changes nothing.
 */
export async function unsubscribe(db: Executor, secret: string, token: string): Promise<TUnsubscribeResult> {
  const name = await removeEmailChannel(db, alertOf(secret, token));
  if (name === undefined) throw notFound(JOB_ALERT_NOT_FOUND);
  return { alert_name: name, unsubscribed: true };
}
