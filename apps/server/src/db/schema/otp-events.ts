import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { OTP_EVENT_KINDS, oneOf } from './enums.ts';

/**
 * An append-only log of codes sent and failed verifications. Limits are counted here rather than
 * on the challenge row because they must hold across resends (a new code must not reset the
 * failure count) and across instances (no in-memory counters).
 */
export const otpEvents = pgTable(
  'otp_events',
  {
    id: primaryId(),
    phone: text().notNull(),
    // Kept for the record; budgets count `network` (decision 021).
    ip: text(),
    // The address, or its /64 for IPv6: what the per-network budgets count (decision 021).
    network: text(),
    kind: text({ enum: OTP_EVENT_KINDS }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('otp_events_kind_check', oneOf(t.kind, OTP_EVENT_KINDS)),
    // "codes sent to this phone today", "failures for this phone in the last hour"
    index('otp_events_phone_kind_created_idx').on(t.phone, t.kind, t.created_at),
    // "failures from this network in the last hour", across phones.
    index('otp_events_network_kind_created_idx')
      .on(t.network, t.kind, t.created_at)
      .where(sql`${t.network} is not null`),
    // "codes the whole service sent in the last hour", the SMS cost cap.
    index('otp_events_kind_created_idx').on(t.kind, t.created_at),
  ],
);

export type OtpEventRow = typeof otpEvents.$inferSelect;
