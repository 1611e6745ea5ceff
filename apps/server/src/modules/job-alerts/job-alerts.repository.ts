import {
  JOB_ALERT_NOT_FOUND,
  JOB_ALERTS_MAX,
  JOB_ALERTS_TOO_MANY,
  type TJobAlert,
  type TJobAlertFilters,
  type TJobAlertList,
} from '@perks/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { jobAlerts } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { jobFilterValues } from '../jobs/index.ts';
import { findAlertEmail } from './alert-email.repository.ts';
import { alertPlaceColumns } from './alert-place.repository.ts';

type JobAlertRow = typeof jobAlerts.$inferSelect;
export type JobAlertSettings = Pick<
  JobAlertRow,
  'name' | 'filters' | 'frequency' | 'digest_time' | 'channels' | 'paused'
>;

/**
 * The job board's filter values for an alert's filters, stored beside them: matching binds these
 * exactly as the list binds a request's (modules/jobs/job-filters.ts), and the place's point.
 */
export function alertMatchColumns(filters: TJobAlertFilters) {
  // An alert has no certificates filter (decision 097).
  const values = jobFilterValues({ ...filters, certificates: undefined });
  return {
    title_pattern: values.title_pattern ?? null,
    location_pattern: values.location_pattern ?? null,
    employment_type: values.employment_type ?? null,
    role_type: values.role_type ?? null,
    is_tipped_role: values.is_tipped_role ?? null,
    min_pay: values.min_pay ?? null,
    languages: filters.languages?.length ? filters.languages : null,
    ...alertPlaceColumns(filters),
  };
}

function toJobAlert(row: JobAlertRow): TJobAlert {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    digest_time: row.digest_time,
    channels: row.channels,
    paused: row.paused,
    created_at: row.created_at.toISOString(),
    last_alerted_at: row.last_alerted_at?.toISOString() ?? null,
  };
}

export async function listJobAlerts(db: Executor, userId: string): Promise<TJobAlertList> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.user_id, userId))
    .orderBy(desc(jobAlerts.created_at), desc(jobAlerts.id));
  return { items: rows.map(toJobAlert), email: await findAlertEmail(db, userId) };
}

/** One person's alerts are one budget: the cap holds however many requests arrive at once (decision 050). */
const budgetKey = (userId: string) => `job-alerts:user:${userId}`;

export function createJobAlert(db: Db, userId: string, settings: JobAlertSettings): Promise<TJobAlert> {
  return withBudget(db, [budgetKey(userId)], async (tx) => {
    const [total] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.user_id, userId));
    if (Number(total?.n ?? 0) >= JOB_ALERTS_MAX) throw new AppError('UNPROCESSABLE', JOB_ALERTS_TOO_MANY);
    const [row] = await tx
      .insert(jobAlerts)
      .values({ user_id: userId, ...settings, ...alertMatchColumns(settings.filters) })
      .returning();
    return toJobAlert(row!);
  });
}

export async function updateJobAlert(
  db: Executor,
  userId: string,
  alertId: string,
  changes: Partial<JobAlertSettings>,
): Promise<TJobAlert> {
  const [row] = await db
    .update(jobAlerts)
    .set({ ...changes, ...(changes.filters ? alertMatchColumns(changes.filters) : {}) })
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.user_id, userId)))
    .returning();
  if (!row) throw notFound(JOB_ALERT_NOT_FOUND);
  return toJobAlert(row);
}

/**
 * Deletes one of the person's alerts and answers the rest. Someone else's alert is not found, as
 * when changing it, and so is one already deleted: the answer never tells whose an alert is.
 */
export async function deleteJobAlert(db: Executor, userId: string, alertId: string): Promise<TJobAlertList> {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.user_id, userId)))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw notFound(JOB_ALERT_NOT_FOUND);
  return listJobAlerts(db, userId);
}

/** An alert's name and channels, for the unsubscribe link's preview; undefined when it is gone. */
export async function findAlertChannels(db: Executor, alertId: string) {
  const [row] = await db
    .select({ name: jobAlerts.name, channels: jobAlerts.channels })
    .from(jobAlerts)
    .where(eq(jobAlerts.id, alertId));
  return row;
}

/**
 * Takes e-mail off the alert's channels; an alert left with no channel is paused. Answers the
 * alert's name, undefined when it is gone.
 */
export async function removeEmailChannel(db: Executor, alertId: string): Promise<string | undefined> {
  const withoutEmail = sql`array_remove(${jobAlerts.channels}, 'email')`;
  const [row] = await db
    .update(jobAlerts)
    .set({
      channels: withoutEmail,
      paused: sql`${jobAlerts.paused} or cardinality(${withoutEmail}) = 0`,
    })
    .where(eq(jobAlerts.id, alertId))
    .returning({ name: jobAlerts.name });
  return row?.name;
}
