import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cascadingRef, createdAt, primaryId } from './columns.ts';
import { E164_PATTERN } from './enums.ts';
import { users } from './users.ts';

/**
 * The staff list an employer submits. A member's card is verified when their signed-in phone
 * appears here, so phones are stored in the same E.164 form the sign-in uses.
 */
export const employeeRosters = pgTable(
  'employee_rosters',
  {
    id: primaryId(),
    business_id: cascadingRef(() => businesses.id),
    phone: text().notNull(),
    first_name: text(),
    last_name: text(),
    position: text(),
    submitted_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the listed person first opened their membership or card after this row was added (and
     * while the business was live). Null until then, and again when the phone is changed. The
     * staff list shows this, never whether the phone has an account (decision 052).
     */
    claimed_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    check('employee_rosters_phone_e164', sql`${t.phone} ~ ${sql.raw(`'${E164_PATTERN}'`)}`),
    unique('employee_rosters_business_phone_key').on(t.business_id, t.phone),
    // Membership verification looks a signed-in phone up across every business.
    index('employee_rosters_phone_idx').on(t.phone),
    index('employee_rosters_submitted_by_idx').on(t.submitted_by),
    // The admin's new members per week (analytics, decision 066).
    index('employee_rosters_claimed_idx').on(t.claimed_at).where(sql`${t.claimed_at} is not null`),
  ],
);

export type EmployeeRosterRow = typeof employeeRosters.$inferSelect;
