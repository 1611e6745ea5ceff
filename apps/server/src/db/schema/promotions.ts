import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cascadingRef, createdAt, hundredths, primaryId, updatedAt } from './columns.ts';
import { DISCOUNT_TYPES, oneOf, PROMOTION_STATUSES } from './enums.ts';
import { users } from './users.ts';

/**
 * A partner's promotion (the spec's declared promotion schema; decision 043). Live means status
 * active, inside its optional dates, at an active business; the CHECKs repeat the contract's rules
 * so no other writer can store what the API would refuse.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: primaryId(),
    business_id: cascadingRef(() => businesses.id),
    title: text().notNull(),
    description: text().notNull(),
    discount_type: text({ enum: DISCOUNT_TYPES }).notNull(),
    discount_value: hundredths(10).notNull(),
    terms: text(),
    max_uses: integer(),
    starts_at: timestamp({ withTimezone: true }),
    ends_at: timestamp({ withTimezone: true }),
    status: text({ enum: PROMOTION_STATUSES }).notNull().default('active'),
    created_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('promotions_discount_type_check', oneOf(t.discount_type, DISCOUNT_TYPES)),
    check('promotions_status_check', oneOf(t.status, PROMOTION_STATUSES)),
    check('promotions_title_length', sql`char_length(${t.title}) between 1 and 100`),
    check('promotions_description_length', sql`char_length(${t.description}) between 10 and 500`),
    check('promotions_terms_length', sql`char_length(${t.terms}) <= 1000`),
    check('promotions_discount_value_nonneg', sql`${t.discount_value} >= 0`),
    check('promotions_max_uses_positive', sql`${t.max_uses} >= 1`),
    check('promotions_dates_order', sql`${t.ends_at} > ${t.starts_at}`),
    index('promotions_business_status_idx').on(t.business_id, t.status),
    index('promotions_status_created_idx').on(t.status, t.created_at),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
