import { count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  EMAIL_MESSAGE_STATUSES,
  emailMessages,
  TEXT_MESSAGE_STATUSES,
  textMessages,
} from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface QueueFigures {
  name: string;
  /** Waiting to run (new, or waiting to be retried), due or not. */
  queued: number;
  active: number;
  /** Failed for good (out of retries), kept until the queue's retention ends. */
  failed: number;
  /** Seconds the oldest job that is due (its start time passed) has waited; 0 when none is. */
  oldestDueSeconds: number;
}

/**
 * The job queue per job name, read from pg-boss's tables (decision 055): every queue of ours, also
 * those with no job now (pg-boss's own `__pgboss…` queues left out). One statement over the jobs
 * that are not finished.
 */
export async function queueFigures(db: Executor): Promise<QueueFigures[]> {
  const result = await db.execute(sql`
    select q.name,
      count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
      count(j.id) filter (where j.state = 'active')::int as active,
      count(j.id) filter (where j.state = 'failed')::int as failed,
      coalesce(extract(epoch from now() - min(j.created_on)
        filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as oldest
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
    where q.name not like '\_\_pgboss%'
    group by q.name
    order by q.name`);
  return rowsOf<{ name: string; queued: number; active: number; failed: number; oldest: number }>(result).map(
    (row) => ({
      name: row.name,
      queued: Number(row.queued),
      active: Number(row.active),
      failed: Number(row.failed),
      oldestDueSeconds: Math.max(0, Number(row.oldest)),
    }),
  );
}

const byStatus = <S extends string>(statuses: readonly S[], rows: { status: S; n: number }[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0]),
  ) as Record<S, number>;

/** The text and e-mail outboxes: how many messages are in each state, every state named. */
export async function outboxFigures(db: Executor) {
  const texts = await db
    .select({ status: textMessages.status, n: count() })
    .from(textMessages)
    .groupBy(textMessages.status);
  const emails = await db
    .select({ status: emailMessages.status, n: count() })
    .from(emailMessages)
    .groupBy(emailMessages.status);
  return { texts: byStatus(TEXT_MESSAGE_STATUSES, texts), emails: byStatus(EMAIL_MESSAGE_STATUSES, emails) };
}

/** What failed in the last 24 hours: background jobs out of retries, texts and e-mails given up on. */
export async function failuresLastDay(db: Executor) {
  const result = await db.execute(sql`
    select
      (select count(*) from pgboss.job
        where state = 'failed' and completed_on > now() - interval '1 day')::int as jobs,
      (select count(*) from ${textMessages}
        where ${textMessages.status} = 'failed' and ${textMessages.updated_at} > now() - interval '1 day')::int as texts,
      (select count(*) from ${emailMessages}
        where ${emailMessages.status} = 'failed' and ${emailMessages.updated_at} > now() - interval '1 day')::int as emails`);
  const [row] = rowsOf<{ jobs: number; texts: number; emails: number }>(result);
  return { jobs: Number(row?.jobs ?? 0), texts: Number(row?.texts ?? 0), emails: Number(row?.emails ?? 0) };
}
