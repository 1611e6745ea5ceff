import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The service-wide SMS cap (SMS_MAX_PER_HOUR, decision 021 and its addendum): one row per text
 * the service may send in an hour. Every text, sign-in code or outbox text, takes a slot unused
 * for an hour and stamps it; so no hour ever holds more texts than there are slots below the
 * cap. Senders take different rows at once (SKIP LOCKED): the cap has no serial point.
 */
export const smsSlots = pgTable('sms_slots', {
  slot: integer().primaryKey(),
  /** When the slot last paid for a text; the epoch for a slot never used or given back. */
  used_at: timestamp({ withTimezone: true }).notNull().default(sql`'epoch'`),
});
