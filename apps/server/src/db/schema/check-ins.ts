import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cascadingRef, createdAt, primaryId } from './columns.ts';
import { CHECK_IN_METHODS, oneOf } from './enums.ts';
import { users } from './users.ts';

/**
 * A member's visit to a partner business, recorded by that business's owner or manager (the spec's
 * declared check-in schema). The visit limits read a member's recent rows at one business.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: primaryId(),
    business_id: cascadingRef(() => businesses.id),
    member_id: cascadingRef(() => users.id),
    recorded_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    method: text({ enum: CHECK_IN_METHODS }).notNull(),
    notes: text(),
    created_at: createdAt(),
  },
  (t) => [
    check('check_ins_method_check', oneOf(t.method, CHECK_IN_METHODS)),
    check('check_ins_notes_length', sql`char_length(${t.notes}) <= 500`),
    index('check_ins_business_member_created_idx').on(t.business_id, t.member_id, t.created_at),
    index('check_ins_member_idx').on(t.member_id),
    // Analytics (decision 066): a business's check-ins, its members' anywhere, the platform's per week.
    index('check_ins_business_created_idx').on(t.business_id, t.created_at),
    index('check_ins_member_created_idx').on(t.member_id, t.created_at),
    index('check_ins_created_idx').on(t.created_at),
    index('check_ins_recorded_by_idx').on(t.recorded_by),
  ],
);

export type CheckInRow = typeof checkIns.$inferSelect;
