import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';

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
    created_at: createdAt(),
  },
  // A double submit (or the same person signing up again) keeps one row: insert ... on conflict do nothing.
  (t) => [uniqueIndex('leads_email_business_key').on(sql`lower(${t.email})`, sql`lower(${t.business})`)],
);

export type LeadRow = typeof leads.$inferSelect;
