import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';

/**
 * One row per code sent. Only an HMAC of the code is stored, so a database leak does not reveal
 * live codes. `attempts` counts wrong guesses against this code; `consumed_at` makes it single-use.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: primaryId(),
    phone: text().notNull(),
    code_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumed_at: timestamp({ withTimezone: true }),
    requested_ip: text(),
    created_at: createdAt(),
  },
  // Verification reads the newest open challenge for a phone.
  (t) => [index('otp_challenges_phone_created_idx').on(t.phone, t.created_at.desc().nullsFirst())],
);

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
