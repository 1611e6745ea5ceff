import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, primaryId } from './columns.ts';
import { LEAD_STATUSES, oneOf } from './enums.ts';

/** A sign-up from the landing page form: who they are and where they work. */
export const leads = pgTable(
  'leads',
  {
    id: primaryId(),
    email: text().notNull(),
    // The free-text "Where do you work?" answer.
    business: text().notNull(),
    lead_source: text().notNull().default('website'),
    is_owner_gm: boolean().notNull().default(false),
    /** The support page's contact form (lead_source 'support'): what the person wrote. */
    message: text(),
    /** Where the admins' inbox stands with it (decision 041). */
    status: text({ enum: LEAD_STATUSES }).notNull().default('new'),
    /** The business it became; kept null if that business is deleted later. */
    converted_business_id: uuid().references(() => businesses.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  // A double submit (or the same person signing up again) keeps one row: insert ... on conflict do nothing.
  (t) => [
    // Only sign-ups: each support message is its own row.
    uniqueIndex('leads_email_business_key')
      .on(sql`lower(${t.email})`, sql`lower(${t.business})`)
      .where(sql`${t.lead_source} = 'website'`),
    check('leads_source_check', sql`${t.lead_source} in ('website', 'support')`),
    check('leads_status_check', oneOf(t.status, LEAD_STATUSES)),
    // The inbox lists newest first.
    index('leads_created_at_idx').on(t.created_at.desc()),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
