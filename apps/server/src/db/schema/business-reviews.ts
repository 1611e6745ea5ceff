import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { checkIns } from './check-ins.ts';
import { cascadingRef, createdAt, primaryId, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * A member's review of a partner business (the spec's declared review schema; decision 044). Each
 * review belongs to the check-in that made it possible, and a check-in carries at most one review,
 * so "one review per visit" holds in the database. Removed reviews are kept (`removed_at`) so the
 * same visit cannot be reviewed again.
 */
export const businessReviews = pgTable(
  'business_reviews',
  {
    id: primaryId(),
    business_id: cascadingRef(() => businesses.id),
    author_id: cascadingRef(() => users.id),
    check_in_id: cascadingRef(() => checkIns.id),
    rating: integer().notNull(),
    comment: text().notNull(),
    is_anonymous: boolean().notNull().default(false),
    reply: text(),
    replied_at: timestamptz(),
    replied_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    removed_at: timestamptz(),
    removed_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check('business_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('business_reviews_comment_length', sql`char_length(${t.comment}) between 10 and 500`),
    check('business_reviews_reply_length', sql`char_length(${t.reply}) between 1 and 500`),
    uniqueIndex('business_reviews_check_in_key').on(t.check_in_id),
    index('business_reviews_business_created_idx').on(t.business_id, t.created_at),
    index('business_reviews_author_created_idx').on(t.author_id, t.created_at),
  ],
);
