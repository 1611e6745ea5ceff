import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { E164_PATTERN, oneOf, TEXT_MESSAGE_STATUSES, TEXT_SKIP_REASONS } from './enums.ts';
import { users } from './users.ts';

/**
 * The text-message outbox: one row per text a feature asked for, whatever became of it (decision
 * 055). The dedupe key is unique, so a feature asking twice, from any instance, gets one text; the
 * row is claimed ('sending') before the gateway is called, so two workers never both send it.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: primaryId(),
    user_id: uuid().references(() => users.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    /** Which kind of text: the per-day limit and STOP count per category. */
    category: text().notNull(),
    body: text().notNull(),
    dedupe_key: text().notNull().unique(),
    status: text({ enum: TEXT_MESSAGE_STATUSES }).notNull(),
    reason: text({ enum: TEXT_SKIP_REASONS }),
    /** Not sent before: now, or 08:00 in Portland when asked for in quiet hours. */
    send_after: timestamp({ withTimezone: true }).notNull(),
    /** The Portland calendar day of send_after: the day the per-day limit counts it on. */
    send_day: date({ mode: 'string' }).notNull(),
    attempts: integer().notNull().default(0),
    sent_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('text_messages_phone_e164', sql`${t.phone} ~ ${sql.raw(`'${E164_PATTERN}'`)}`),
    check('text_messages_status_check', oneOf(t.status, TEXT_MESSAGE_STATUSES)),
    check('text_messages_reason_check', sql`${t.reason} is null or ${oneOf(t.reason, TEXT_SKIP_REASONS)}`),
    // "texts of this category to this phone on this Portland day" (the per-day limit).
    index('text_messages_phone_category_day_idx').on(t.phone, t.category, t.send_day),
    // "texts handed to the gateway in the last hour" (the service-wide SMS cap, decision 021).
    index('text_messages_handed_over_idx').on(t.updated_at).where(sql`${t.status} in ('sending', 'sent')`),
    index('text_messages_user_idx').on(t.user_id),
  ],
);
