import { type Locale, textKindOfCategory } from '@perks/contract';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { textIntroductions, textMessages, textOptOuts, users } from '../../db/schema/index.ts';

export type TextMessage = typeof textMessages.$inferSelect;
type NewTextMessage = typeof textMessages.$inferInsert;
type SkipReason = NonNullable<TextMessage['reason']>;

/** Statuses a per-day limit counts: texts that went, or will go, out. */
const COUNTED = ['queued', 'held', 'sending', 'sent'] as const;

export async function phoneOfUser(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone;
}

/** The language the account on `phone` chose, if there is one and it chose. */
export async function languageOfPhone(db: Executor, phone: string): Promise<Locale | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.phone, phone));
  return row?.language ?? null;
}

export async function findText(db: Executor, id: string): Promise<TextMessage | undefined> {
  const [row] = await db.select().from(textMessages).where(eq(textMessages.id, id));
  return row;
}

export async function findByDedupeKey(db: Executor, dedupeKey: string): Promise<TextMessage | undefined> {
  const [row] = await db.select().from(textMessages).where(eq(textMessages.dedupe_key, dedupeKey));
  return row;
}

/** Inserts the text unless its dedupe key is taken; undefined when it was. */
export async function insertText(db: Executor, text: NewTextMessage): Promise<TextMessage | undefined> {
  const [row] = await db.insert(textMessages).values(text).onConflictDoNothing().returning();
  return row;
}

export async function textsOnDay(
  db: Executor,
  phone: string,
  category: string,
  day: string,
): Promise<number> {
  return db.$count(
    textMessages,
    and(
      eq(textMessages.phone, phone),
      eq(textMessages.category, category),
      eq(textMessages.send_day, day),
      inArray(textMessages.status, COUNTED),
    ),
  );
}

/** The opt-out category that stands for every category: a STOPALL, or a STOP we cannot place. */
export const EVERY_CATEGORY = '*';

export async function isOptedOut(db: Executor, phone: string, category: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: textOptOuts.phone })
    .from(textOptOuts)
    // Its own category, its kind's (a /settings switch: every business's messages), or every one.
    .where(
      and(
        eq(textOptOuts.phone, phone),
        inArray(textOptOuts.category, [category, textKindOfCategory(category), EVERY_CATEGORY]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function optOut(db: Executor, phone: string, category: string): Promise<void> {
  await db.insert(textOptOuts).values({ phone, category }).onConflictDoNothing();
}

/** A START reply: every opt-out of the phone ends. */
export async function optIn(db: Executor, phone: string): Promise<void> {
  await db.delete(textOptOuts).where(eq(textOptOuts.phone, phone));
}

/**
 * Marks the phone as introduced to a kind of text (decision 085); true the first time only, so
 * that first text carries the introduction. In the caller's transaction, under the phone's and
 * kind's budget lock, so two first texts at once cannot both be first.
 */
export async function introduce(db: Executor, phone: string, kind: string): Promise<boolean> {
  const rows = await db.insert(textIntroductions).values({ phone, kind }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** The categories the phone opted out of ('*': every one). */
export async function optOutsOf(db: Executor, phone: string): Promise<string[]> {
  const rows = await db
    .select({ category: textOptOuts.category })
    .from(textOptOuts)
    .where(eq(textOptOuts.phone, phone));
  return rows.map((row) => row.category);
}

/**
 * Lifts the phone's opt-out of one category (a switch turned on in settings). Under a STOPALL
 * (`'*'`) the other categories stay stopped: the '*' becomes one opt-out for each of `others`.
 */
export async function optInCategory(
  db: Executor,
  phone: string,
  category: string,
  others: readonly string[],
): Promise<void> {
  const stoppedAll = (await optOutsOf(db, phone)).includes(EVERY_CATEGORY);
  await db
    .delete(textOptOuts)
    // Its own category, its kind's (a /settings switch: every business's messages), or every one.
    .where(
      and(
        eq(textOptOuts.phone, phone),
        inArray(textOptOuts.category, [category, textKindOfCategory(category), EVERY_CATEGORY]),
      ),
    );
  const rest = others.filter((other) => other !== category);
  if (stoppedAll && rest.length > 0) {
    await db
      .insert(textOptOuts)
      .values(rest.map((other) => ({ phone, category: other })))
      .onConflictDoNothing();
  }
}

/** The category of the newest text handed to the gateway for the phone since `since`, if any. */
export async function latestSentCategory(
  db: Executor,
  phone: string,
  since: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ category: textMessages.category })
    .from(textMessages)
    .where(
      and(eq(textMessages.phone, phone), eq(textMessages.status, 'sent'), gt(textMessages.sent_at, since)),
    )
    .orderBy(desc(textMessages.sent_at))
    .limit(1);
  return row?.category;
}

/** Takes a queued or held text for sending; false when another attempt has it or it is settled. */
export async function claimForSending(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(textMessages)
    .set({ status: 'sending', attempts: sql`${textMessages.attempts} + 1` })
    .where(and(eq(textMessages.id, id), inArray(textMessages.status, ['queued', 'held'])))
    .returning({ id: textMessages.id });
  return rows.length === 1;
}

export async function markSent(db: Executor, id: string): Promise<void> {
  await db
    .update(textMessages)
    .set({ status: 'sent', reason: null, sent_at: sql`now()` })
    .where(eq(textMessages.id, id));
}

/** Puts a text back to wait (for a retry, or for the morning). */
export async function requeue(
  db: Executor,
  id: string,
  wait: { status: 'queued' | 'held'; sendAfter: Date; sendDay: string },
): Promise<void> {
  await db
    .update(textMessages)
    .set({ status: wait.status, send_after: wait.sendAfter, send_day: wait.sendDay })
    .where(eq(textMessages.id, id));
}

export async function settleUnsent(
  db: Executor,
  id: string,
  status: 'skipped' | 'failed',
  reason: SkipReason,
): Promise<void> {
  await db.update(textMessages).set({ status, reason }).where(eq(textMessages.id, id));
}
