import {
  CONVERSATION_SIDES,
  MESSAGE_CHANNELS,
  MESSAGE_MAX,
  MESSAGE_REPORT_REASON_MAX,
} from '@perks/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cascadingRef, createdAt, primaryId, timestamptz } from './columns.ts';
import { oneOf } from './enums.ts';
import { jobApplications } from './job-applications.ts';
import { textMessages } from './text-messages.ts';
import { users } from './users.ts';

/**
 * The messages of an application's conversation between its applicant and its business (decision
 * 086). The application is the conversation: its messages go with it (deleted with the application,
 * the applicant's account or nothing else). `business_id` is the application's, copied so the
 * business's daily budget counts from one index.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: primaryId(),
    application_id: cascadingRef(() => jobApplications.id),
    business_id: uuid().references(() => businesses.id, { onDelete: 'set null' }),
    /** Who wrote it; null once their account is deleted (the message stays in the other's record). */
    sender_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    side: text({ enum: CONVERSATION_SIDES }).notNull(),
    body: text().notNull(),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull().default('app'),
    /** When the other side first read it in the app. */
    read_at: timestamptz(),
    /** When its writer deleted their account: its words are gone and the other side sees "Deleted". */
    deleted_at: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [
    check('conversation_messages_side_check', oneOf(t.side, CONVERSATION_SIDES)),
    check('conversation_messages_channel_check', oneOf(t.channel, MESSAGE_CHANNELS)),
    check(
      'conversation_messages_body_length',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(MESSAGE_MAX))}`,
    ),
    index('conversation_messages_application_idx').on(t.application_id, t.created_at),
    // The sender's budget: their messages of the last day.
    index('conversation_messages_sender_idx').on(t.sender_id, t.created_at),
    // The business's budget: its side's messages of the last day.
    index('conversation_messages_business_idx')
      .on(t.business_id, t.created_at)
      .where(sql`${t.side} = 'business'`),
  ],
);

/** A report of a message to the administrators; one per message and reporter. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: primaryId(),
    message_id: cascadingRef(() => conversationMessages.id),
    reported_by: cascadingRef(() => users.id),
    side: text({ enum: CONVERSATION_SIDES }).notNull(),
    reason: text(),
    created_at: createdAt(),
  },
  (t) => [
    check('message_reports_side_check', oneOf(t.side, CONVERSATION_SIDES)),
    check(
      'message_reports_reason_length',
      sql`char_length(${t.reason}) <= ${sql.raw(String(MESSAGE_REPORT_REASON_MAX))}`,
    ),
    uniqueIndex('message_reports_message_reporter_key').on(t.message_id, t.reported_by),
    index('message_reports_created_idx').on(t.created_at),
  ],
);

/**
 * A block between an applicant and a business, set by one side (`blocked_by`): the other side's
 * messages are refused in every conversation of the two while it stands.
 */
export const conversationBlocks = pgTable(
  'conversation_blocks',
  {
    business_id: cascadingRef(() => businesses.id),
    user_id: cascadingRef(() => users.id),
    blocked_by: text({ enum: CONVERSATION_SIDES }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.business_id, t.user_id, t.blocked_by] }),
    check('conversation_blocks_side_check', oneOf(t.blocked_by, CONVERSATION_SIDES)),
  ],
);

/**
 * What a text of ours can be answered about (decision 087): a text that carries a conversation's
 * message (kind 'conversation') names the application a reply from its phone goes to. Other
 * features add their kinds. Goes with the text when retention prunes it.
 */
export const textReplyRoutes = pgTable(
  'text_reply_routes',
  {
    text_message_id: uuid()
      .primaryKey()
      .references(() => textMessages.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    application_id: cascadingRef(() => jobApplications.id),
    business_id: uuid().references(() => businesses.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('text_reply_routes_application_idx').on(t.application_id)],
);

/**
 * A numbered question texted to a phone, waiting for its answer (decision 087): which
 * conversation an ambiguous reply was for ('conversation-choice', the reply kept in `pending`),
 * and later kinds of their own. `options` are the choices' ids, numbered from 1.
 */
export const textPrompts = pgTable(
  'text_prompts',
  {
    id: primaryId(),
    phone: text().notNull(),
    kind: text().notNull(),
    options: jsonb().$type<string[]>().notNull(),
    /** What the prompt keeps until it is answered: the reply whose conversation it asks for. */
    pending: text(),
    answered_at: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [index('text_prompts_phone_idx').on(t.phone, t.created_at)],
);
