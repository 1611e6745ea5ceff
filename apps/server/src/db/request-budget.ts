import { and, eq, inArray } from 'drizzle-orm';
import { withBudget } from './budget-lock.ts';
import type { Db, Executor, Tx } from './client.ts';
import { requestEvents } from './schema/index.ts';
import { slidingWindowWait } from './sliding-window.ts';

type RequestAction = (typeof requestEvents.$inferInsert)['action'];

/**
 * A budget counted in the request log (`request_events`): at most `limit` events of `action` per
 * subject within `windowSeconds`. The subject is a client network, or an account (`accountSubject`).
 */
interface RequestBudget {
  action: RequestAction;
  limit: number;
  windowSeconds: number;
}

/** Per-account budgets keep the account in the request log's `network` column, as this subject. */
export const accountSubject = (userId: string) => `user:${userId}`;

/** Seconds until the subject may spend one more of the budget (0: now). */
export function requestBudgetWait(db: Executor, budget: RequestBudget, subject: string): Promise<number> {
  return slidingWindowWait(db, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: and(eq(requestEvents.action, budget.action), eq(requestEvents.network, subject)),
    limit: budget.limit,
    windowSeconds: budget.windowSeconds,
  });
}

/** Records spent requests (one row each); answers their ids, in order. */
export async function recordRequests(
  db: Executor,
  events: readonly { action: RequestAction; subject: string }[],
): Promise<string[]> {
  const rows = await db
    .insert(requestEvents)
    .values(events.map((event) => ({ action: event.action, network: event.subject })))
    .returning({ id: requestEvents.id });
  return rows.map((row) => row.id);
}

/** Deletes recorded requests: what a spend that cost nothing gives back. */
export async function deleteRequests(db: Executor, ids: readonly string[]): Promise<void> {
  await db.delete(requestEvents).where(inArray(requestEvents.id, [...ids]));
}

/** A budget one account spends: its lock's name (decision 050) and what it answers when spent. */
export interface AccountBudget extends RequestBudget {
  /** The budget lock's name; the key is `<lock>:user:<id>`. */
  lock: string;
  /** The refusal (a 429) for a wait of so many seconds. */
  refuse: (waitSeconds: number) => Error;
}

/** A budget of `limit` an hour per account, under the lock named `lock`. */
export function hourlyAccountBudget(
  lock: string,
  action: RequestAction,
  limit: number,
  refuse: (waitSeconds: number) => Error,
): AccountBudget {
  return { lock, action, limit, windowSeconds: 3600, refuse };
}

/** The account's lock key for the budget. */
export const accountBudgetKey = (budget: AccountBudget, userId: string) =>
  `${budget.lock}:${accountSubject(userId)}`;

/**
 * Spends one of the account's budget and runs `work` in the same transaction, under the account's
 * budget lock on every instance (decision 050): the count, the spend and the work commit together,
 * and a refusal (`budget.refuse`) writes nothing. Answers what `work` answers.
 */
export function withAccountBudget<T>(
  db: Db,
  budget: AccountBudget,
  userId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const subject = accountSubject(userId);
  return withBudget(db, [accountBudgetKey(budget, userId)], async (tx) => {
    const wait = await requestBudgetWait(tx, budget, subject);
    if (wait) throw budget.refuse(wait);
    await recordRequests(tx, [{ action: budget.action, subject }]);
    return work(tx);
  });
}
