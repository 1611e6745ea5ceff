import { z } from 'zod';
import { ZApplicationStatus } from '../applications/application-status.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { optionalText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { CONVERSATION_MESSAGES } from './message-messages.ts';
import {
  CONVERSATION_SIDES,
  MESSAGE_CHANNELS,
  MESSAGE_MAX,
  MESSAGE_REPORT_REASON_MAX,
} from './message-rules.ts';

export const ZConversationSide = z.enum(CONVERSATION_SIDES);

/** POST /applications/{id}/messages: the message, as typed (trimmed; never blank). */
export const ZMessageInput = z.strictObject(
  {
    body: z
      .string({ error: CONVERSATION_MESSAGES.bodyMissing })
      .trim()
      .min(1, { error: CONVERSATION_MESSAGES.bodyMissing })
      .max(MESSAGE_MAX, { error: CONVERSATION_MESSAGES.bodyTooLong }),
  },
  UNKNOWN_FIELDS,
);
export type TMessageInput = z.input<typeof ZMessageInput>;

/** POST /messages/{id}/report: an optional reason. */
export const ZMessageReportInput = z.strictObject(
  { reason: optionalText(MESSAGE_REPORT_REASON_MAX, CONVERSATION_MESSAGES.reasonTooLong) },
  UNKNOWN_FIELDS,
);
export type TMessageReportInput = z.input<typeof ZMessageReportInput>;

/** One message as either side reads it; its words are shown as text, links never made links. */
export const ZConversationMessage = z.object({
  id: ZUuid,
  side: ZConversationSide,
  /** The first name of who wrote it (a business's message: the business's name). */
  author: z.string(),
  /** Empty once deleted. */
  body: z.string(),
  /** Its writer deleted their account: its words are gone (decision 106). */
  deleted: z.boolean(),
  channel: z.enum(MESSAGE_CHANNELS),
  created_at: ZIsoDateTime,
  /** When the other side read it in the app (the business sees when the applicant read theirs). */
  read_at: ZIsoDateTime.nullable(),
  /** The reader reported it. */
  reported: z.boolean(),
});
export type TConversationMessage = z.infer<typeof ZConversationMessage>;

/** Who is in a conversation, as its list and its page name them. */
const ZConversationHeader = z.object({
  /** The application's id: each application has one conversation. */
  id: ZUuid,
  job_title: z.string(),
  business_name: z.string(),
  /** The applicant's name as shared with the application. */
  applicant_name: z.string(),
  status: ZApplicationStatus,
  /** The reader's side; an admin reading a reported conversation reads it as 'admin'. */
  side: z.enum([...CONVERSATION_SIDES, 'admin']),
});

/** One conversation in the list: the newest message and the reader's unread count. */
export const ZConversationSummary = ZConversationHeader.extend({
  last_message: z.string(),
  last_message_at: ZIsoDateTime,
  unread: ZCount,
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationList = z.object({
  items: z.array(ZConversationSummary),
  /** Unread messages over every conversation: the menu's and the dashboard's count. */
  unread_total: ZCount,
});
export type TConversationList = z.infer<typeof ZConversationList>;

/** GET /applications/{id}/conversation: the whole conversation; reading it marks it read. */
export const ZConversation = ZConversationHeader.extend({
  messages: z.array(ZConversationMessage),
  /** The reader may send (not read-only, not blocked, not an admin). */
  can_send: z.boolean(),
  /** Why not, when not: a message from CONVERSATION_MESSAGES. */
  closed_reason: z.string().nullable(),
  /** The reader blocked the other side. */
  blocked_by_me: z.boolean(),
  /** Past this moment nobody can write (a withdrawn or not selected application); null while open. */
  read_only_from: ZIsoDateTime.nullable(),
});
export type TConversation = z.infer<typeof ZConversation>;

/** A reported message as an administrator reads it. */
export const ZReportedMessage = z.object({
  report_id: ZUuid,
  message_id: ZUuid,
  conversation_id: ZUuid,
  side: ZConversationSide,
  author: z.string(),
  body: z.string(),
  sent_at: ZIsoDateTime,
  business_name: z.string(),
  job_title: z.string(),
  applicant_name: z.string(),
  reported_by_side: ZConversationSide,
  reason: z.string().nullable(),
  reported_at: ZIsoDateTime,
});
export type TReportedMessage = z.infer<typeof ZReportedMessage>;

export const ZReportedMessages = z.object({ items: z.array(ZReportedMessage) });
export type TReportedMessages = z.infer<typeof ZReportedMessages>;

export const ZBlockState = z.object({ blocked_by_me: z.boolean() });
export type TBlockState = z.infer<typeof ZBlockState>;
