import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './enums.ts';
import { PAGE_VIEW_KINDS } from './page-views.ts';

/**
 * Roll-ups of the daily page-view counters (docs/decisions/089-analytics-roll-ups.md). A day's
 * counters only ever grow while it is today in Portland, so once a day is over they are summed
 * once: per business and day (every page of a kind together) and per page and month (the month
 * so far). Analytics reads these for the days they hold and the daily counters for the rest;
 * `page_view_rollups` says how far they reach.
 */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    business_id: uuid().notNull(),
    kind: text({ enum: PAGE_VIEW_KINDS }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'page_view_days_pkey', columns: [t.business_id, t.kind, t.day] }),
    index('page_view_days_views_idx').on(t.business_id, t.kind, t.day, t.views),
    check('page_view_days_kind_check', oneOf(t.kind, PAGE_VIEW_KINDS)),
  ],
);

/** A page's views in one calendar month (`month` is its first day), up to `rolled_through`. */
export const pageViewMonths = pgTable(
  'page_view_months',
  {
    business_id: uuid().notNull(),
    kind: text({ enum: PAGE_VIEW_KINDS }).notNull(),
    month: date({ mode: 'string' }).notNull(),
    page_id: uuid().notNull(),
    views: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'page_view_months_pkey', columns: [t.business_id, t.kind, t.month, t.page_id] }),
    // The key with the count: a business's months are read from this index alone (an index-only
    // scan), not from rows the hourly roll-up leaves spread over the table.
    index('page_view_months_views_idx').on(t.business_id, t.kind, t.month, t.page_id, t.views),
    check('page_view_months_kind_check', oneOf(t.kind, PAGE_VIEW_KINDS)),
    check('page_view_months_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * A page's views on one day that is over, copied from the counters by the roll-up in the order of
 * this key (decision 089's second addendum): a business's days lie together on a few pages here,
 * where its counters lie among every other business's, so a week of its pages is a few dozen
 * pages to read rather than thousands. Holds the days up to
 * `page_view_rollups.page_days_through`.
 */
export const pageViewPageDays = pgTable(
  'page_view_page_days',
  {
    business_id: uuid().notNull(),
    kind: text({ enum: PAGE_VIEW_KINDS }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    page_id: uuid().notNull(),
    views: integer().notNull(),
  },
  (t) => [
    // No second index with the count, as the other roll-ups have: a business's rows of a day are
    // written together, so the few heap pages they share are read as cheaply as an index alone.
    primaryKey({ name: 'page_view_page_days_pkey', columns: [t.business_id, t.kind, t.day, t.page_id] }),
    check('page_view_page_days_kind_check', oneOf(t.kind, PAGE_VIEW_KINDS)),
  ],
);

/**
 * How far the roll-ups reach: every day up to `rolled_through` is in `page_view_days` and in its
 * month's row of `page_view_months`, and no later day is; every day up to `page_days_through` (never
 * later than `rolled_through`, null before the first) is in `page_view_page_days`. A release from
 * before that table moves only `rolled_through`, so the copy keeps its own mark and catches up.
 * One row; the roll-up locks it.
 */
export const pageViewRollups = pgTable(
  'page_view_rollups',
  {
    id: boolean().primaryKey().default(true),
    rolled_through: date({ mode: 'string' }).notNull(),
    page_days_through: date({ mode: 'string' }),
  },
  (t) => [check('page_view_rollups_one_row', sql`${t.id}`)],
);
