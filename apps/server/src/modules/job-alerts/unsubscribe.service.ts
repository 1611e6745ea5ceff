import { JOB_ALERT_NOT_FOUND, type TUnsubscribeResult, UNSUBSCRIBE_LINK_INVALID } from '@perks/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAlerts } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { alertOfUnsubscribeToken } from './alert-tokens.ts';

function alertOf(secret: string, token: string): string {
  const alertId = alertOfUnsubscribeToken(secret, token);
  if (!alertId) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_LINK_INVALID, { field: 'token' });
  return alertId;
}

/** What the link will do: stop e-mail for this alert (already done when e-mail is off). */
export async function previewUnsubscribe(db: Db, secret: string, token: string): Promise<TUnsubscribeResult> {
  const [row] = await db
    .select({ name: jobAlerts.name, channels: jobAlerts.channels })
    .from(jobAlerts)
    .where(eq(jobAlerts.id, alertOf(secret, token)));
  if (!row) throw notFound(JOB_ALERT_NOT_FOUND);
  return { alert_name: row.name, unsubscribed: !row.channels.includes('email') };
}

/**
 * Stops e-mail for the alert, without signing in (the signed link is the authority); an alert
 * left with no channel is paused. Doing it again changes nothing.
 */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<TUnsubscribeResult> {
  const withoutEmail = sql`array_remove(${jobAlerts.channels}, 'email')`;
  const [row] = await db
    .update(jobAlerts)
    .set({
      channels: withoutEmail,
      paused: sql`${jobAlerts.paused} or cardinality(${withoutEmail}) = 0`,
    })
    .where(eq(jobAlerts.id, alertOf(secret, token)))
    .returning({ name: jobAlerts.name });
  if (!row) throw notFound(JOB_ALERT_NOT_FOUND);
  return { alert_name: row.name, unsubscribed: true };
}
