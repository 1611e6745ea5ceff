import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cascadingRef, createdAt, primaryId } from './columns.ts';
import { BUSINESS_MEMBER_ROLES, oneOf } from './enums.ts';
import { users } from './users.ts';

/**
 * Who belongs to which business and how. Owners and managers may post and edit the business's
 * jobs; `join_order` keeps "my businesses" in the order the person joined them.
 */
export const businessMembers = pgTable(
  'business_members',
  {
    id: primaryId(),
    business_id: cascadingRef(() => businesses.id),
    user_id: cascadingRef(() => users.id),
    role: text({ enum: BUSINESS_MEMBER_ROLES }).notNull().default('employee'),
    join_order: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    check('business_members_role_check', oneOf(t.role, BUSINESS_MEMBER_ROLES)),
    unique('business_members_business_user_key').on(t.business_id, t.user_id),
    index('business_members_user_idx').on(t.user_id),
  ],
);

export type BusinessMemberRow = typeof businessMembers.$inferSelect;
