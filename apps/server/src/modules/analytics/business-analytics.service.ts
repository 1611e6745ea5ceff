import {
  type Period,
  periodDays,
  previousPeriod,
  type TAnalyticsDay,
  type TAnalyticsTotals,
  type TBusinessAnalytics,
} from '@perks/contract';
import type { Executor } from '../../db/client.ts';
import {
  applicationsByDay,
  businessViewsByDay,
  checkInsByDay,
  type DayCount,
  firstApplicantHours,
  memberCheckInsByDay,
  redemptionsByDay,
  redemptionsPerPromotion,
  reviewsByDay,
  teamCounts,
} from './business-analytics.repository.ts';
import { jobViewsByDay } from './job-views.repository.ts';
import { jobsTable } from './jobs-table.repository.ts';
import { rollUpReach } from './page-view-rollup.repository.ts';

type DailyCount = Exclude<keyof TAnalyticsDay, 'day' | 'average_rating'>;

const byDay = (rows: DayCount[]) => new Map(rows.map((row) => [row.day, row.n]));

/** Hours to one decimal place. */
const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
/** A rating to two decimal places, or null without reviews. */
const rating = (sum: number, n: number) => (n === 0 ? null : Math.round((sum / n) * 100) / 100);

/**
 * A business's figures over `period` and the period of the same length before it (decision 066):
 * every day of the chosen period with its counts, both periods' totals, each job's views and
 * applications, each promotion's redemptions, and the staff list now.
 */
export async function businessAnalytics(
  db: Executor,
  business: { id: string; name: string },
  period: Period,
): Promise<TBusinessAnalytics> {
  const previous = previousPeriod(period);
  const span: Period = { from: previous.from, to: period.to };
  const id = business.id;
  // How far the view roll-ups reach; the rest is read from the daily counters (decision 089).
  const reach = await rollUpReach(db);
  // One statement after another, on the one connection of the page's snapshot
  // (analytics-snapshot.repository.ts): PGlite serves one at a time anyway, and a pool of PostgreSQL
  // connections is better spent on other requests than on one page's reads.
  const series: Record<DailyCount, Map<string, number>> = {
    job_views: byDay(await jobViewsByDay(db, id, span, reach.rolled)),
    business_views: byDay(await businessViewsByDay(db, id, span)),
    applications: byDay(await applicationsByDay(db, id, span)),
    member_check_ins: byDay(await memberCheckInsByDay(db, id, span)),
    check_ins: byDay(await checkInsByDay(db, id, span)),
    redemptions: byDay(await redemptionsByDay(db, id, span)),
    new_reviews: new Map(),
  };
  const ratings = new Map<string, number>();
  for (const row of await reviewsByDay(db, id, span)) {
    series.new_reviews.set(row.day, row.n);
    ratings.set(row.day, row.ratings);
  }
  const firstCurrent = await firstApplicantHours(db, id, period);
  const firstPrevious = await firstApplicantHours(db, id, previous);

  const dayOf = (day: string): TAnalyticsDay => {
    const counts = Object.fromEntries(
      Object.entries(series).map(([name, values]) => [name, values.get(day) ?? 0]),
    ) as Record<DailyCount, number>;
    return { day, ...counts, average_rating: rating(ratings.get(day) ?? 0, counts.new_reviews) };
  };
  const totalsOf = (days: TAnalyticsDay[], first: typeof firstCurrent): TAnalyticsTotals => {
    const sum = (name: DailyCount) => days.reduce((acc, day) => acc + day[name], 0);
    const ratingSum = days.reduce((acc, day) => acc + (ratings.get(day.day) ?? 0), 0);
    return {
      job_views: sum('job_views'),
      business_views: sum('business_views'),
      applications: sum('applications'),
      first_applicant_median_hours: hours(first.median),
      first_applicant_average_hours: hours(first.average),
      member_check_ins: sum('member_check_ins'),
      check_ins: sum('check_ins'),
      redemptions: sum('redemptions'),
      new_reviews: sum('new_reviews'),
      average_rating: rating(ratingSum, sum('new_reviews')),
    };
  };
  const days = periodDays(period.from, period.to).map(dayOf);
  const previousDays = periodDays(previous.from, previous.to).map(dayOf);

  return {
    business,
    period,
    previous_period: previous,
    totals: totalsOf(days, firstCurrent),
    previous_totals: totalsOf(previousDays, firstPrevious),
    days,
    jobs: await jobsTable(db, id, { span, period, reach }),
    promotions: (await redemptionsPerPromotion(db, id, span, period.from))
      .map((row) => ({
        id: row.id,
        title: row.title,
        redemptions: row.current,
        previous_redemptions: row.previous,
      }))
      .sort((a, b) => b.redemptions - a.redemptions || a.title.localeCompare(b.title)),
    team: await teamCounts(db, id),
  };
}
