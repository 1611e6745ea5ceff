import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailMessages } from '../../db/schema/index.ts';
import type { MailMessage } from './mail-transport.ts';

/** An e-mail a feature queues. */
export interface EmailRequest extends MailMessage {
  userId: string | null;
  /** 'job-alert', 'alert-email-confirmation': what kind of e-mail, for the record. */
  category: string;
  /** One e-mail per key, ever: asking again queues nothing. */
  dedupeKey: string;
}

/** Stores a queued e-mail; answers its id, or undefined when its dedupe key has one already. */
export async function insertQueuedEmail(db: Executor, email: EmailRequest): Promise<string | undefined> {
  const [row] = await db
    .insert(emailMessages)
    .values({
      user_id: email.userId,
      to_address: email.to,
      category: email.category,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      unsubscribe_url: email.unsubscribeUrl ?? null,
      dedupe_key: email.dedupeKey,
      status: 'queued',
    })
    .onConflictDoNothing({ target: emailMessages.dedupe_key })
    .returning({ id: emailMessages.id });
  return row?.id;
}

/** Marks a queued e-mail 'sending' and counts the attempt; answers it, or undefined when it was not queued. */
export async function claimQueuedEmail(db: Executor, emailId: string) {
  const [claimed] = await db
    .update(emailMessages)
    .set({ status: 'sending', attempts: sql`${emailMessages.attempts} + 1` })
    .where(and(eq(emailMessages.id, emailId), eq(emailMessages.status, 'queued')))
    .returning();
  return claimed;
}

/** Marks an e-mail still 'sending' failed; true when it was. */
export async function failInterruptedEmail(db: Executor, emailId: string): Promise<boolean> {
  const [interrupted] = await db
    .update(emailMessages)
    .set({ status: 'failed' })
    .where(and(eq(emailMessages.id, emailId), eq(emailMessages.status, 'sending')))
    .returning({ id: emailMessages.id });
  return interrupted !== undefined;
}

/** Records how an attempt ended ('sent' with the time it was sent). */
export async function settleEmail(
  db: Executor,
  emailId: string,
  status: 'queued' | 'sent' | 'failed',
): Promise<void> {
  await db
    .update(emailMessages)
    .set({ status, ...(status === 'sent' ? { sent_at: sql`now()` } : {}) })
    .where(eq(emailMessages.id, emailId));
}
