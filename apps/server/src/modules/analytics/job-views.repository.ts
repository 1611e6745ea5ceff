import { addDays, type Period, periodLength } from '@perks/contract';
import { and, between, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { pageViewDays, pageViewMonths, pageViewPageDays, pageViews } from '../../db/schema/index.ts';
import type { DayCount } from './business-analytics.repository.ts';
import { monthEnd, monthStart, type RollUpReach } from './page-view-rollup.repository.ts';

/**
 * Views of a business's job pages (decision 089): the days and months the roll-ups hold
 * (`rolled`, from page-view-rollup.repository.ts) come from them, one row a day or a page a month;
 * only the rest come from the daily counters, so a busy business's year is a few thousand rows
 * rather than tens of thousands.
 */

/** Views of the business's job pages per day. */
export function jobViewsByDay(
  db: Executor,
  businessId: string,
  span: Period,
  rolled: string | null,
): Promise<DayCount[]> {
  const rolledDays = db
    .select({ day: sql<string>`${pageViewDays.day}::text`.as('day'), views: pageViewDays.views })
    .from(pageViewDays)
    .where(
      and(
        eq(pageViewDays.business_id, businessId),
        eq(pageViewDays.kind, 'job'),
        between(pageViewDays.day, span.from, rolled && rolled < span.to ? rolled : span.to),
      ),
    );
  const counted = db
    .select({ day: sql<string>`${pageViews.day}::text`.as('day'), views: pageViews.views })
    .from(pageViews)
    .where(
      and(
        eq(pageViews.business_id, businessId),
        eq(pageViews.kind, 'job'),
        between(pageViews.day, span.from, span.to),
        rolled ? gt(pageViews.day, rolled) : undefined,
      ),
    );
  const all = (rolled ? rolledDays.unionAll(counted) : counted).as('all_days');
  return db
    .select({ day: all.day, n: sql<number>`coalesce(sum(${all.views}), 0)::int` })
    .from(all)
    .groupBy(all.day);
}

/** Where a stretch's views come from: roll-up rows of months, and days of the counters. */
export interface ViewSources {
  /** Months whose roll-up row is read (their first days). */
  months: string[];
  /** Days read from the counters and added. */
  add: Period[];
  /** Days inside those months' rows but outside the stretch: read from the counters and taken off. */
  subtract: Period[];
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
const length = (p: Period | null) => (p && p.from <= p.to ? periodLength(p.from, p.to) : 0);

/**
 * Decides, month by month, how [from, to] is read with the fewest rows. A month's roll-up row holds
 * its days up to `rolled`: it serves with the days it holds outside the stretch taken off and the
 * stretch's days after `rolled` added, when those are fewer days than the stretch has in the month;
 * otherwise the month's days in the stretch are read from the counters.
 */
export function viewSources({ from, to }: Period, rolled: string | null): ViewSources {
  const sources: ViewSources = { months: [], add: [], subtract: [] };
  for (let start = monthStart(from); start <= to; start = addDays(monthEnd(start), 1)) {
    const wanted = { from: later(from, start), to: earlier(to, monthEnd(start)) };
    const held = rolled && start <= rolled ? { from: start, to: earlier(monthEnd(start), rolled) } : null;
    const before = held && { from: held.from, to: earlier(addDays(wanted.from, -1), held.to) };
    const after = held && { from: later(addDays(wanted.to, 1), held.from), to: held.to };
    const beyond = held && { from: later(wanted.from, addDays(held.to, 1)), to: wanted.to };
    if (!held || 1 + length(before) + length(after) + length(beyond) >= length(wanted)) {
      addRange(sources.add, wanted);
      continue;
    }
    sources.months.push(start);
    for (const part of [before, after]) if (length(part)) sources.subtract.push(part!);
    if (length(beyond)) addRange(sources.add, beyond!);
  }
  return sources;
}

/** Appends a range of days, joined to the last one when it follows it. */
function addRange(ranges: Period[], range: Period): void {
  const last = ranges.at(-1);
  if (last && addDays(last.to, 1) === range.from) last.to = range.to;
  else ranges.push({ ...range });
}

const anyOf = (column: AnyPgColumn, periods: Period[]): SQL | undefined =>
  or(...periods.map((p) => between(column, p.from, p.to)));

/**
 * Splits day ranges at the last day `page_view_page_days` holds: the days up to it are read there,
 * the rest from the counters.
 */
function splitAtCopied(days: Period[], copied: string | null): { copied: Period[]; counted: Period[] } {
  if (!copied) return { copied: [], counted: days };
  return {
    copied: days.filter((p) => p.from <= copied).map((p) => ({ from: p.from, to: earlier(p.to, copied) })),
    counted: days
      .filter((p) => p.to > copied)
      .map((p) => ({ from: later(p.from, addDays(copied, 1)), to: p.to })),
  };
}

/**
 * Each job's views in the chosen period (from `split`) and the previous one, by page id, for the
 * pages that had any: `page_id`, `current`, `previous` (jobs-table.repository.ts joins it to the
 * jobs that are still there). Whole months come from `page_view_months`, the days around them from
 * each page's copied days and, after those, from the counters.
 */
export function viewsPerPage(businessId: string, span: Period, split: string, reach: RollUpReach): SQL {
  const stretches = [
    { current: false, ...viewSources({ from: span.from, to: addDays(split, -1) }, reach.rolled) },
    { current: true, ...viewSources({ from: split, to: span.to }, reach.rolled) },
  ];
  const days = (ranges: Period[], views: SQL, current: boolean): SQL[] => {
    const { copied, counted } = splitAtCopied(ranges, reach.pageDays);
    const read = (table: typeof pageViews | typeof pageViewPageDays, periods: Period[]) => sql`
      select page_id, ${current}::boolean as current, ${views} as views from ${table}
       where business_id = ${businessId} and kind = 'job' and (${anyOf(table.day, periods)})`;
    return [
      ...(copied.length ? [read(pageViewPageDays, copied)] : []),
      ...(counted.length ? [read(pageViews, counted)] : []),
    ];
  };
  const branches = stretches.flatMap(({ current, months, add, subtract }) => [
    ...days(add, sql`views`, current),
    ...days(subtract, sql`-views`, current),
    ...(months.length
      ? [
          sql`select page_id, ${current}::boolean as current, views from ${pageViewMonths}
               where business_id = ${businessId} and kind = 'job' and ${inArray(pageViewMonths.month, months)}`,
        ]
      : []),
  ]);
  const current = sql`coalesce(sum(views) filter (where current), 0)::int`;
  const previous = sql`coalesce(sum(views) filter (where not current), 0)::int`;
  return sql`select page_id, ${current} as current, ${previous} as previous
      from (${sql.join(branches, sql` union all `)}) as views
     group by page_id
    -- A page whose days in the stretch were all taken off a month's row had none.
    having ${current} <> 0 or ${previous} <> 0`;
}
