import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './enums.ts';

export const PAGE_VIEW_KINDS = ['job', 'business'] as const;
export type PageViewKind = (typeof PAGE_VIEW_KINDS)[number];

/**
 * How many times a job page or a business page was served to a person on one Portland day
 * (docs/decisions/066-analytics.md): a counter, never who looked. Each view adds one with
 * `on conflict do update set views = views + 1`, so parallel views never lose a count. The key
 * starts with the page's business, so a business's figures over a period are one range of the
 * primary key. No foreign keys (the id names a job or a business by `kind`): a deleted page's rows
 * are simply never read.
 */
export const pageViews = pgTable(
  'page_views',
  {
    /** The business the page belongs to (the business itself for its own page). */
    business_id: uuid().notNull(),
    kind: text({ enum: PAGE_VIEW_KINDS }).notNull(),
    page_id: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'page_views_pkey', columns: [t.business_id, t.kind, t.day, t.page_id] }),
    check('page_views_kind_check', oneOf(t.kind, PAGE_VIEW_KINDS)),
    check('page_views_views_positive', sql`${t.views} > 0`),
  ],
);
