import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobApplications, textMessages, textPrompts, textReplyRoutes, users } from '../../db/schema/index.ts';

/** SQL only: which conversation a reply by text belongs to (decision 087). */

export async function addReplyRoute(db: Executor, route: typeof textReplyRoutes.$inferInsert): Promise<void> {
  await db.insert(textReplyRoutes).values(route).onConflictDoNothing();
}

export interface SentRoute {
  application_id: string;
  business_id: string | null;
  business_name: string;
  job_title: string;
  sent_at: Date;
}

/** The routes of `kind` of texts handed to the gateway for `phone` since `since`, newest first. */
export async function sentRoutes(
  db: Executor,
  phone: string,
  kind: string,
  since: Date,
): Promise<SentRoute[]> {
  const rows = await db
    .select({
      application_id: textReplyRoutes.application_id,
      business_id: textReplyRoutes.business_id,
      business_name: jobApplications.business_name,
      job_title: jobApplications.job_title,
      sent_at: textMessages.sent_at,
    })
    .from(textReplyRoutes)
    .innerJoin(textMessages, eq(textMessages.id, textReplyRoutes.text_message_id))
    .innerJoin(jobApplications, eq(jobApplications.id, textReplyRoutes.application_id))
    .where(
      and(
        eq(textMessages.phone, phone),
        eq(textMessages.status, 'sent'),
        eq(textReplyRoutes.kind, kind),
        gt(textMessages.sent_at, since),
      ),
    )
    .orderBy(desc(textMessages.sent_at));
  return rows.map((row) => ({ ...row, sent_at: row.sent_at as Date }));
}

/** The account on a phone, if any. */
export async function userOnPhone(db: Executor, phone: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row?.id;
}

export async function insertPrompt(db: Executor, prompt: typeof textPrompts.$inferInsert) {
  const [row] = await db.insert(textPrompts).values(prompt).returning({ id: textPrompts.id });
  return row!.id;
}

/** The newest unanswered prompt of `kind` to the phone since `since`, taken for answering (row-locked). */
export async function openPrompt(db: Executor, phone: string, kind: string, since: Date) {
  const [row] = await db
    .select()
    .from(textPrompts)
    .where(
      and(
        eq(textPrompts.phone, phone),
        eq(textPrompts.kind, kind),
        isNull(textPrompts.answered_at),
        gt(textPrompts.created_at, since),
      ),
    )
    .orderBy(desc(textPrompts.created_at))
    .limit(1)
    .for('update');
  return row;
}

export async function answerPrompt(db: Executor, id: string): Promise<void> {
  await db.update(textPrompts).set({ answered_at: new Date() }).where(eq(textPrompts.id, id));
}
