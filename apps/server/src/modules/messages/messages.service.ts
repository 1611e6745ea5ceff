import {
  CONVERSATION_MESSAGES,
  MESSAGES_PER_BUSINESS_PER_DAY,
  MESSAGES_PER_PERSON_PER_DAY,
  type TBlockState,
  type TConversation,
  type TConversationList,
  type TConversationMessage,
  type TConversationSide,
  type TMessageReportInput,
  type TReportedMessages,
} from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  type ConversationAccess,
  conversationAccess,
  isReadOnly,
  readOnlyFrom,
} from './conversation-access.ts';
import { businessBudgetKey, personBudgetKey } from './message-budgets.ts';
import { deliveryDeclared, queueMessageDelivery } from './message-delivery.ts';
import * as repo from './messages.repository.ts';

const otherSide = (side: TConversationSide): TConversationSide =>
  side === 'applicant' ? 'business' : 'applicant';

const applicantName = (row: { applicant_first_name: string; applicant_last_name: string }) =>
  `${row.applicant_first_name} ${row.applicant_last_name}`.trim();

function toMessage(
  row: repo.MessageRow,
  application: Pick<repo.ConversationApplication, 'applicant_first_name' | 'business_name'>,
): TConversationMessage {
  return {
    id: row.id,
    side: row.side,
    author: row.side === 'business' ? application.business_name : application.applicant_first_name,
    body: row.deleted_at ? '' : row.body,
    deleted: row.deleted_at !== null,
    channel: row.channel,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    reported: row.reported,
  };
}

/** Why the side may not write now, or null when it may. */
async function closedReason(db: Db, access: ConversationAccess, now: Date): Promise<string | null> {
  const { application, side } = access;
  if (side === 'admin') return CONVERSATION_MESSAGES.notFound;
  if (isReadOnly(application, now)) return CONVERSATION_MESSAGES.readOnly;
  if (!application.business_id) return CONVERSATION_MESSAGES.blockedByOther;
  const blocks = await repo.blocksBetween(db, application.business_id, application.user_id);
  if (blocks.includes(side)) return CONVERSATION_MESSAGES.blockedByYou;
  if (blocks.includes(otherSide(side))) return CONVERSATION_MESSAGES.blockedByOther;
  return null;
}

/** The caller's conversations with their unread counts. */
export async function listConversations(db: Db, userId: string): Promise<TConversationList> {
  const rows = await repo.conversationsOf(db, userId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      job_title: row.job_title,
      business_name: row.business_name,
      applicant_name: applicantName(row),
      status: row.status,
      side: row.side,
      last_message: row.last_message,
      last_message_at: row.last_message_at.toISOString(),
      unread: row.unread,
    })),
    unread_total: rows.reduce((sum, row) => sum + row.unread, 0),
  };
}

/** One conversation; the applicant's or the business's reading marks the other side's messages read. */
export async function readConversation(
  db: Db,
  user: { id: string },
  applicationId: string,
  now: Date,
): Promise<TConversation> {
  const access = await conversationAccess(db, user, applicationId);
  const { application, side } = access;
  if (side !== 'admin') await repo.markRead(db, applicationId, side);
  const messages = await repo.messagesOf(db, applicationId, user.id);
  const reason = side === 'admin' ? null : await closedReason(db, access, now);
  const blocks =
    side !== 'admin' && application.business_id
      ? await repo.blocksBetween(db, application.business_id, application.user_id)
      : [];
  return {
    id: application.id,
    job_title: application.job_title,
    business_name: application.business_name,
    applicant_name: applicantName(application),
    status: application.status,
    side,
    messages: messages.map((row) => toMessage(row, application)),
    can_send: side !== 'admin' && reason === null,
    closed_reason: reason,
    blocked_by_me: side !== 'admin' && blocks.includes(side),
    read_only_from: readOnlyFrom(application)?.toISOString() ?? null,
  };
}

/**
 * Sends a message in the app. The sender's daily budget, and the business's when the business
 * writes, are counted and spent under their locks (decisions 050, 077), so a burst from any number
 * of instances stops exactly at the limit. A business's message queues its delivery (text and
 * e-mail) in the same transaction: both commit, or neither.
 */
export async function sendMessage(
  app: FastifyInstance,
  user: { id: string },
  applicationId: string,
  body: string,
): Promise<TConversationMessage> {
  const { db } = app;
  const access = await conversationAccess(db, user, applicationId);
  const { application, side } = access;
  if (side === 'admin') throw new AppError('FORBIDDEN', CONVERSATION_MESSAGES.notFound);
  const reason = await closedReason(db, access, app.clock());
  if (reason)
    throw new AppError(reason === CONVERSATION_MESSAGES.readOnly ? 'CONFLICT' : 'FORBIDDEN', reason);
  const businessId = application.business_id as string; // closedReason refuses a conversation without one
  const keys =
    side === 'business'
      ? [personBudgetKey(user.id), businessBudgetKey(businessId)]
      : [personBudgetKey(user.id)];
  await deliveryDeclared(app);
  const row = await withBudget(db, keys, async (tx) => {
    if ((await repo.messagesBySenderInLastDay(tx, user.id)) >= MESSAGES_PER_PERSON_PER_DAY) {
      throw new AppError('RATE_LIMITED', CONVERSATION_MESSAGES.personTooMany, { budget: 'messages_person' });
    }
    if (
      side === 'business' &&
      (await repo.businessMessagesInLastDay(tx, businessId)) >= MESSAGES_PER_BUSINESS_PER_DAY
    ) {
      throw new AppError('RATE_LIMITED', CONVERSATION_MESSAGES.businessTooMany, {
        budget: 'messages_business',
      });
    }
    const inserted = await repo.insertMessage(tx, {
      application_id: application.id,
      business_id: businessId,
      sender_id: user.id,
      side,
      body,
      channel: 'app',
    });
    if (side === 'business') await queueMessageDelivery(app, tx, inserted.id);
    return inserted;
  });
  return toMessage({ ...row, reported: false }, application);
}

/** Reports a message of the other side (again changes nothing). */
export async function reportMessage(
  db: Db,
  user: { id: string },
  messageId: string,
  input: TMessageReportInput,
): Promise<TConversationMessage> {
  const message = await repo.findMessage(db, messageId);
  if (!message) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
  const { application, side } = await conversationAccess(db, user, message.application_id).catch(() => {
    throw notFound(CONVERSATION_MESSAGES.messageNotFound);
  });
  if (side === 'admin') throw notFound(CONVERSATION_MESSAGES.messageNotFound);
  if (message.side === side) throw new AppError('CONFLICT', CONVERSATION_MESSAGES.ownMessage);
  await repo.reportMessage(db, {
    message_id: message.id,
    reported_by: user.id,
    side,
    reason: input.reason ?? null,
  });
  return toMessage({ ...message, reported: true }, application);
}

/** Blocks, or unblocks, the other side of the conversation for the caller's side. */
export async function setBlocked(
  db: Db,
  user: { id: string },
  applicationId: string,
  blocked: boolean,
): Promise<TBlockState> {
  const { application, side } = await conversationAccess(db, user, applicationId);
  if (side === 'admin' || !application.business_id) throw notFound(CONVERSATION_MESSAGES.notFound);
  if (blocked) await repo.block(db, application.business_id, application.user_id, side);
  else await repo.unblock(db, application.business_id, application.user_id, side);
  return { blocked_by_me: blocked };
}

/** Reported messages for administrators. */
export async function listReportedMessages(db: Db): Promise<TReportedMessages> {
  const rows = await repo.reportedMessages(db);
  return {
    items: rows.map((row) => ({
      report_id: row.report_id,
      message_id: row.message_id,
      conversation_id: row.conversation_id,
      side: row.side,
      author: row.side === 'business' ? row.business_name : row.applicant_first_name,
      body: row.body,
      sent_at: row.sent_at.toISOString(),
      business_name: row.business_name,
      job_title: row.job_title,
      applicant_name: applicantName(row),
      reported_by_side: row.reported_by_side,
      reason: row.reason,
      reported_at: row.reported_at.toISOString(),
    })),
  };
}
