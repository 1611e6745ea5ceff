import { ANALYTICS_TIME_ZONE, addDays } from '@perks/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import {
  pageViewDays,
  pageViewMonths,
  pageViewPageDays,
  pageViewRollups,
  pageViews,
} from '../../db/schema/index.ts';

/**
 * Sums the daily page-view counters of days that are over (decision 089). A day is rolled up once a
 * whole day has passed since it ended in Portland: a count is written beside its page's answer,
 * so one started at 23:59 may commit a moment after midnight, and the day after is its margin.
 */
const DAYS_KEPT_OPEN = 2;

/** How far the roll-ups reach; null before the first. */
export interface RollUpReach {
  /** The last day in `page_view_days` and `page_view_months`. */
  rolled: string | null;
  /** The last day in `page_view_page_days`, never later than `rolled`. */
  pageDays: string | null;
}

export async function rollUpReach(db: Executor): Promise<RollUpReach> {
  const [row] = await db
    .select({ rolled: pageViewRollups.rolled_through, pageDays: pageViewRollups.page_days_through })
    .from(pageViewRollups);
  return { rolled: row?.rolled ?? null, pageDays: row?.pageDays ?? null };
}

/** The first day of `day`'s month, and the last. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
export const monthEnd = (day: string): string => addDays(monthStart(addDays(monthStart(day), 31)), -1);

export interface RollUpOutcome {
  /** The last day the roll-ups now hold (by this call or another instance's). */
  rolledThrough: string;
  /** Days added by this call. */
  days: number;
}

/**
 * Rolls up every day from the last roll-up through the day before yesterday (Portland), one month
 * per transaction so a first roll-up of years of counters never holds one long transaction. Each
 * transaction locks the watermark row and starts from it, so two instances rolling up at once add
 * each day once: the second finds the first's work done.
 */
export async function rollUpPageViews(db: Db, { upTo }: { upTo?: string } = {}): Promise<RollUpOutcome> {
  let days = 0;
  let rolledThrough: string;
  for (;;) {
    const step = await db.transaction(async (tx) => rollUpOneMonth(tx, upTo));
    days += step.days;
    rolledThrough = step.through;
    if (step.done) break;
  }
  // The copy of each page's days follows, from its own mark (a previous release may have moved
  // the first mark without it).
  let pageDays = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => copyOneMonthOfPageDays(tx));
    pageDays += step.days;
    if (step.done) break;
  }
  // Marks the new rows visible to all, so analytics reads the sums from their indexes alone
  // (index-only scans) without waiting for autovacuum, which a day's rows rarely start; and
  // gives the planner the new rows' statistics.
  if (days) await db.execute(sql`vacuum (analyze) ${pageViewDays}, ${pageViewMonths}`);
  if (pageDays) await db.execute(sql`vacuum (analyze) ${pageViewPageDays}`);
  return { rolledThrough, days };
}

const daysFrom = (from: string, through: string) =>
  Math.round((Date.parse(through) - Date.parse(from)) / 86_400_000) + 1;

/** One step's last day: the end of `from`'s month, or `last` when that comes first. */
const stepEnd = (from: string, last: string) => (monthEnd(from) < last ? monthEnd(from) : last);

/**
 * Copies the counters of the days after `page_days_through` (from the first counter's day before
 * the first copy) up to `rolled_through`, at most the rest of one month, in the key's order so a
 * business's rows of a day are written together. Locks the mark row, as the roll-up does.
 */
async function copyOneMonthOfPageDays(tx: Executor): Promise<{ days: number; done: boolean }> {
  const [mark] = await tx
    .execute<{ from: string | null; rolled: string }>(
      sql`select coalesce(${pageViewRollups.page_days_through} + 1,
                          (select min(${pageViews.day}) from ${pageViews}))::text as from,
                 ${pageViewRollups.rolled_through}::text as rolled
            from ${pageViewRollups} for update`,
    )
    .then(rowsOf<{ from: string | null; rolled: string }>);
  if (!mark?.from || mark.from > mark.rolled) return { days: 0, done: true };
  const through = stepEnd(mark.from, mark.rolled);
  await tx.execute(sql`
    insert into ${pageViewPageDays} (business_id, kind, day, page_id, views)
    select business_id, kind, day, page_id, views from ${pageViews}
     where day between ${mark.from} and ${through}
     order by business_id, kind, day, page_id`);
  await tx.execute(sql`update ${pageViewRollups} set page_days_through = ${through}`);
  return { days: daysFrom(mark.from, through), done: through === mark.rolled };
}

/** `upTo`: an earlier last day than the rule's (tests roll up in two steps with it). */
async function rollUpOneMonth(
  tx: Executor,
  upTo: string | undefined,
): Promise<{ through: string; days: number; done: boolean }> {
  const [today] = await tx
    .execute<{ today: string }>(
      sql`select ((now() at time zone ${ANALYTICS_TIME_ZONE})::date)::text as today`,
    )
    .then(rowsOf<{ today: string }>);
  const ruled = addDays(today!.today, -DAYS_KEPT_OPEN);
  const last = upTo && upTo < ruled ? upTo : ruled;
  await tx.execute(sql`
    insert into ${pageViewRollups} (id, rolled_through)
    select true, coalesce(min(${pageViews.day}), ${last}::date) - 1 from ${pageViews}
    on conflict (id) do nothing`);
  const [watermark] = await tx
    .execute<{ day: string }>(
      sql`select ${pageViewRollups.rolled_through}::text as day from ${pageViewRollups} for update`,
    )
    .then(rowsOf<{ day: string }>);
  const from = addDays(watermark!.day, 1);
  if (from > last) return { through: watermark!.day, days: 0, done: true };
  const through = stepEnd(from, last);
  await tx.execute(sql`
    insert into ${pageViewDays} (business_id, kind, day, views)
    select business_id, kind, day, sum(views)::int from ${pageViews}
     where day between ${from} and ${through}
     group by business_id, kind, day
     order by business_id, kind, day`);
  // The month so far: its row holds every day of it up to the watermark.
  await tx.execute(sql`
    insert into ${pageViewMonths} (business_id, kind, month, page_id, views)
    select business_id, kind, ${monthStart(from)}::date, page_id, sum(views)::int from ${pageViews}
     where day between ${from} and ${through}
     group by business_id, kind, page_id
     order by business_id, kind, page_id
    on conflict (business_id, kind, month, page_id)
    do update set views = ${pageViewMonths.views} + excluded.views`);
  await tx.execute(sql`update ${pageViewRollups} set rolled_through = ${through}`);
  return { through, days: daysFrom(from, through), done: through === last };
}
