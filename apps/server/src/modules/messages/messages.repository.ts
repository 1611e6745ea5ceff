import type { TConversationSide, TMessageChannel } from '@perks/contract';
import { and, asc, desc, eq, exists, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesRunBy } from '../../db/owner-or-manager.ts';
import {
  conversationBlocks,
  conversationMessages,
  jobApplications,
  messageReports,
  users,
} from '../../db/schema/index.ts';

/** SQL only: the conversations of applications (decision 086). */

export interface ConversationApplication {
  id: string;
  user_id: string;
  business_id: string | null;
  job_title: string;
  business_name: string;
  status: (typeof jobApplications.$inferSelect)['status'];
  status_changed_at: Date;
  sms_updates: boolean;
  applicant_first_name: string;
  applicant_last_name: string;
}

const applicationColumns = {
  id: jobApplications.id,
  user_id: jobApplications.user_id,
  business_id: jobApplications.business_id,
  job_title: jobApplications.job_title,
  business_name: jobApplications.business_name,
  status: jobApplications.status,
  status_changed_at: jobApplications.status_changed_at,
  sms_updates: jobApplications.sms_updates,
  applicant_first_name: sql<string>`${jobApplications.profile}->>'first_name'`,
  applicant_last_name: sql<string>`${jobApplications.profile}->>'last_name'`,
};

export async function conversationApplication(
  db: Executor,
  applicationId: string,
): Promise<ConversationApplication | undefined> {
  const [row] = await db
    .select(applicationColumns)
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return row;
}

/** Whether any message of the application's conversation is reported (what lets an admin read it). */
export async function hasReportedMessage(db: Executor, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(messageReports)
    .innerJoin(conversationMessages, eq(conversationMessages.id, messageReports.message_id))
    .where(eq(conversationMessages.application_id, applicationId))
    .limit(1);
  return row !== undefined;
}

export type MessageRow = typeof conversationMessages.$inferSelect & { reported: boolean };

/** The conversation's messages, oldest first, each with whether `readerId` reported it. */
export async function messagesOf(
  db: Executor,
  applicationId: string,
  readerId: string,
): Promise<MessageRow[]> {
  return db
    .select({
      id: conversationMessages.id,
      application_id: conversationMessages.application_id,
      business_id: conversationMessages.business_id,
      sender_id: conversationMessages.sender_id,
      side: conversationMessages.side,
      body: conversationMessages.body,
      channel: conversationMessages.channel,
      read_at: conversationMessages.read_at,
      deleted_at: conversationMessages.deleted_at,
      created_at: conversationMessages.created_at,
      reported: exists(
        db
          .select({ one: sql`1` })
          .from(messageReports)
          .where(
            and(
              eq(messageReports.message_id, conversationMessages.id),
              eq(messageReports.reported_by, readerId),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(conversationMessages)
    .where(eq(conversationMessages.application_id, applicationId))
    .orderBy(asc(conversationMessages.created_at), asc(conversationMessages.id));
}

/** Marks read the messages the other side wrote that `readerSide` has not read yet. */
export async function markRead(db: Executor, applicationId: string, readerSide: TConversationSide) {
  await db
    .update(conversationMessages)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(conversationMessages.application_id, applicationId),
        ne(conversationMessages.side, readerSide),
        isNull(conversationMessages.read_at),
      ),
    );
}

export async function findMessage(db: Executor, messageId: string) {
  const [row] = await db.select().from(conversationMessages).where(eq(conversationMessages.id, messageId));
  return row;
}

export async function insertMessage(
  db: Executor,
  message: {
    application_id: string;
    business_id: string | null;
    sender_id: string;
    side: TConversationSide;
    body: string;
    channel: TMessageChannel;
  },
) {
  const [row] = await db.insert(conversationMessages).values(message).returning();
  return row!;
}

/** Messages `senderId` wrote in the last day. */
export function messagesBySenderInLastDay(db: Executor, senderId: string): Promise<number> {
  return db.$count(
    conversationMessages,
    and(
      eq(conversationMessages.sender_id, senderId),
      gt(conversationMessages.created_at, sql`now() - interval '1 day'`),
    ),
  );
}

/** Messages the business's side wrote in the last day. */
export function businessMessagesInLastDay(db: Executor, businessId: string): Promise<number> {
  return db.$count(
    conversationMessages,
    and(
      eq(conversationMessages.business_id, businessId),
      eq(conversationMessages.side, 'business'),
      gt(conversationMessages.created_at, sql`now() - interval '1 day'`),
    ),
  );
}

/** The sides that blocked the other between the business and the applicant. */
export async function blocksBetween(
  db: Executor,
  businessId: string,
  userId: string,
): Promise<TConversationSide[]> {
  const rows = await db
    .select({ blocked_by: conversationBlocks.blocked_by })
    .from(conversationBlocks)
    .where(and(eq(conversationBlocks.business_id, businessId), eq(conversationBlocks.user_id, userId)));
  return rows.map((row) => row.blocked_by);
}

export async function block(db: Executor, businessId: string, userId: string, by: TConversationSide) {
  await db
    .insert(conversationBlocks)
    .values({ business_id: businessId, user_id: userId, blocked_by: by })
    .onConflictDoNothing();
}

export async function unblock(db: Executor, businessId: string, userId: string, by: TConversationSide) {
  await db
    .delete(conversationBlocks)
    .where(
      and(
        eq(conversationBlocks.business_id, businessId),
        eq(conversationBlocks.user_id, userId),
        eq(conversationBlocks.blocked_by, by),
      ),
    );
}

export async function reportMessage(
  db: Executor,
  report: { message_id: string; reported_by: string; side: TConversationSide; reason: string | null },
) {
  await db.insert(messageReports).values(report).onConflictDoNothing();
}

export interface ConversationListRow {
  id: string;
  job_title: string;
  business_name: string;
  applicant_first_name: string;
  applicant_last_name: string;
  status: ConversationApplication['status'];
  side: TConversationSide;
  last_message: string;
  last_message_at: Date;
  unread: number;
}

/** Conversations listed at most, newest first. */
const LISTED = 100;

/**
 * The caller's conversations with at least one message: their own applications, and the
 * applications at the businesses they own or manage; each with its newest message and the
 * caller's unread count (the other side's messages not read yet).
 */
export async function conversationsOf(db: Executor, userId: string): Promise<ConversationListRow[]> {
  const side = sql<TConversationSide>`case when ${jobApplications.user_id} = ${userId} then 'applicant' else 'business' end`;
  const last = db
    .select({
      application_id: conversationMessages.application_id,
      last_message_at: sql<Date>`max(${conversationMessages.created_at})`.as('last_message_at'),
    })
    .from(conversationMessages)
    .groupBy(conversationMessages.application_id)
    .as('last');
  const rows = await db
    .select({
      id: jobApplications.id,
      job_title: jobApplications.job_title,
      business_name: jobApplications.business_name,
      applicant_first_name: applicationColumns.applicant_first_name,
      applicant_last_name: applicationColumns.applicant_last_name,
      status: jobApplications.status,
      side,
      last_message_at: sql<Date>`${last.last_message_at}`.mapWith(conversationMessages.created_at),
      last_message: sql<string>`(select case when m.deleted_at is null then m.body else '' end from ${conversationMessages} m where m.application_id = ${jobApplications.id} order by m.created_at desc, m.id desc limit 1)`,
      unread: sql<number>`(select count(*)::int from ${conversationMessages} m where m.application_id = ${jobApplications.id} and m.read_at is null and m.side <> ${side})`,
    })
    .from(jobApplications)
    .innerJoin(last, eq(last.application_id, jobApplications.id))
    .where(
      sql`(${jobApplications.user_id} = ${userId} or ${inArray(jobApplications.business_id, businessesRunBy(db, userId))})`,
    )
    .orderBy(desc(last.last_message_at))
    .limit(LISTED);
  return rows;
}

/** Reported messages for administrators, newest report first. */
export async function reportedMessages(db: Executor) {
  return db
    .select({
      report_id: messageReports.id,
      message_id: conversationMessages.id,
      conversation_id: conversationMessages.application_id,
      side: conversationMessages.side,
      body: conversationMessages.body,
      sent_at: conversationMessages.created_at,
      business_name: jobApplications.business_name,
      job_title: jobApplications.job_title,
      applicant_first_name: applicationColumns.applicant_first_name,
      applicant_last_name: applicationColumns.applicant_last_name,
      reported_by_side: messageReports.side,
      reason: messageReports.reason,
      reported_at: messageReports.created_at,
    })
    .from(messageReports)
    .innerJoin(conversationMessages, eq(conversationMessages.id, messageReports.message_id))
    .innerJoin(jobApplications, eq(jobApplications.id, conversationMessages.application_id))
    .orderBy(desc(messageReports.created_at))
    .limit(LISTED);
}

/** What a business's message needs to reach the applicant: their phone, address and language. */
export async function applicantContact(db: Executor, userId: string) {
  const [row] = await db
    .select({
      phone: users.phone,
      email: users.email,
      email_confirmed_at: users.email_confirmed_at,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
