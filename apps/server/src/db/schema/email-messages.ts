import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { EMAIL_MESSAGE_STATUSES, oneOf } from './enums.ts';
import { users } from './users.ts';

/**
 * The e-mail outbox, shaped like the text outbox (decisions 055, 058): one row per e-mail a feature
 * asked for. The dedupe key is unique, so asking twice gives one e-mail; the row is claimed
 * ('sending') before the SMTP server is called, so two workers never both send it.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: primaryId(),
    user_id: uuid().references(() => users.id, { onDelete: 'cascade' }),
    to_address: text().notNull(),
    category: text().notNull(),
    subject: text().notNull(),
    text_body: text().notNull(),
    html_body: text().notNull(),
    /** The one-click unsubscribe URL (RFC 8058) for the List-Unsubscribe header, when there is one. */
    unsubscribe_url: text(),
    dedupe_key: text().notNull().unique(),
    status: text({ enum: EMAIL_MESSAGE_STATUSES }).notNull(),
    attempts: integer().notNull().default(0),
    sent_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('email_messages_status_check', oneOf(t.status, EMAIL_MESSAGE_STATUSES)),
    index('email_messages_user_idx').on(t.user_id),
  ],
);
