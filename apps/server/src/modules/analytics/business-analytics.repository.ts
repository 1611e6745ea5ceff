import { ANALYTICS_TIME_ZONE, type Period } from '@perks/contract';
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  businesses,
  businessReviews,
  checkIns,
  employeeRosters,
  jobApplications,
  jobs,
  pageViews,
  promotionRedemptions,
  promotions,
  users,
} from '../../db/schema/index.ts';

/**
 * The aggregate reads behind GET /businesses/{id}/analytics (decision 066). Each reads the span of
 * both periods at once (`span`, from the previous period's first day to the chosen one's last)
 * and splits at `split`, the chosen period's first day. Days are Portland's calendar days; every
 * statement is a range on an index that starts with the business (or its members, or its jobs).
 */

/**
 * The zone as a literal, not a bound parameter: a day expression in both the select list and the
 * GROUP BY must be the same text, and two placeholders ($1, $2) would not be.
 */
const ZONE = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);

/** Midnight in Portland at the start of `day`, as a timestamptz. */
export const startOf = (day: string) => sql`((${day})::date)::timestamp at time zone ${ZONE}`;
/** Midnight in Portland at the end of `day`. */
export const endOf = (day: string) => sql`((${day})::date + 1)::timestamp at time zone ${ZONE}`;
/** The Portland day of a timestamp, as `YYYY-MM-DD`. */
const localDay = (column: unknown) => sql<string>`((${column} at time zone ${ZONE})::date)::text`;

export const inSpan = (column: AnyPgColumn, span: Period) =>
  and(gte(column, startOf(span.from)), lt(column, endOf(span.to)));

const total = (expression: unknown) => sql<number>`coalesce(sum(${expression}), 0)::int`;
/** Rows counted in the chosen period (from `split`) and in the previous one (before it). */
export const countsAround = (createdAt: AnyPgColumn, split: string) => ({
  current: sql<number>`(count(*) filter (where ${createdAt} >= ${startOf(split)}))::int`,
  previous: sql<number>`(count(*) filter (where ${createdAt} < ${startOf(split)}))::int`,
});

export interface DayCount {
  day: string;
  n: number;
}

/** Rows of `table` matching `where`, created within the span, counted per Portland day. */
function rowsByDay(
  db: Executor,
  table: PgTable,
  createdAt: AnyPgColumn,
  where: SQL | undefined,
  span: Period,
): Promise<DayCount[]> {
  const day = localDay(createdAt);
  return db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(where, inSpan(createdAt, span)))
    .groupBy(day);
}

export async function businessName(db: Executor, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.name ?? null;
}

/** The business's counters of one kind over the span: one range of the primary key. */
const viewsOf = (businessId: string, kind: 'job' | 'business', span: Period) =>
  and(
    eq(pageViews.business_id, businessId),
    eq(pageViews.kind, kind),
    gte(pageViews.day, span.from),
    lte(pageViews.day, span.to),
  );

/** Views of the business's own page per day. */
export function businessViewsByDay(db: Executor, businessId: string, span: Period): Promise<DayCount[]> {
  return db
    .select({ day: sql<string>`${pageViews.day}::text`, n: pageViews.views })
    .from(pageViews)
    .where(viewsOf(businessId, 'business', span));
}

export interface PerItem {
  id: string;
  title: string;
  current: number;
  previous: number;
}

/** A table of the business's dated rows (applications, check-ins, redemptions). */
type BusinessRows = PgTable & { business_id: AnyPgColumn; created_at: AnyPgColumn };

/** The business's rows of `table` per Portland day in the span. */
const businessRowsByDay = (db: Executor, table: BusinessRows, businessId: string, span: Period) =>
  rowsByDay(db, table, table.created_at, eq(table.business_id, businessId), span);

/** A table of the business's dated rows (applications, redemptions), each about one item. */
interface ItemRows {
  table: BusinessRows;
  itemKey: AnyPgColumn;
}

/** A table of items with a title (jobs, promotions). */
type Items = PgTable & {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  business_id: AnyPgColumn;
  title: AnyPgColumn<{ data: string; notNull: true }>;
};

/** The business's rows in the span counted per item, in the chosen period and the previous one. */
function countsPerItem(
  db: Executor,
  { table, itemKey }: ItemRows,
  items: Items,
  { businessId, span, split }: { businessId: string; span: Period; split: string },
): Promise<PerItem[]> {
  return (
    db
      .select({ id: items.id, title: items.title, ...countsAround(table.created_at, split) })
      .from(table)
      // Items of this business only: the planner then reads them by business (for jobs, from
      // jobs_business_titles_idx alone), not one row at a time by id across the table.
      .innerJoin(items, and(eq(items.business_id, businessId), eq(items.id, itemKey)))
      .where(and(eq(table.business_id, businessId), inSpan(table.created_at, span)))
      .groupBy(items.id)
  );
}

/** Applications to the business's jobs per day. */
export function applicationsByDay(db: Executor, businessId: string, span: Period): Promise<DayCount[]> {
  return businessRowsByDay(db, jobApplications, businessId, span);
}

interface FirstApplicantHours {
  median: number | null;
  average: number | null;
}

/**
 * Hours from a job's posting (its creation when it has no posting date) to its first application,
 * over the business's jobs whose first application came in the period.
 */
export async function firstApplicantHours(
  db: Executor,
  businessId: string,
  period: Period,
): Promise<FirstApplicantHours> {
  const firsts = db
    .select({
      job_id: jobApplications.job_id,
      first_at: sql`min(${jobApplications.created_at})`.as('first_at'),
    })
    .from(jobApplications)
    .where(and(eq(jobApplications.business_id, businessId), isNotNull(jobApplications.job_id)))
    .groupBy(jobApplications.job_id)
    .having(
      and(
        sql`min(${jobApplications.created_at}) >= ${startOf(period.from)}`,
        sql`min(${jobApplications.created_at}) < ${endOf(period.to)}`,
      ),
    )
    .as('firsts');
  const hours = sql`greatest(0, extract(epoch from (${firsts.first_at} - coalesce(${jobs.posted_at}, ${jobs.created_at}))) / 3600)`;
  const [row] = await db
    .select({
      median: sql<number | null>`(percentile_cont(0.5) within group (order by ${hours}))::float8`,
      average: sql<number | null>`(avg(${hours}))::float8`,
    })
    .from(firsts)
    .innerJoin(jobs, and(eq(jobs.business_id, businessId), eq(jobs.id, firsts.job_id)));
  return { median: row?.median ?? null, average: row?.average ?? null };
}

/** Check-ins anywhere of the people on the business's staff list who have an account: counts only. */
export function memberCheckInsByDay(db: Executor, businessId: string, span: Period): Promise<DayCount[]> {
  const members = db
    .select({ id: users.id })
    .from(employeeRosters)
    .innerJoin(users, eq(users.phone, employeeRosters.phone))
    .where(eq(employeeRosters.business_id, businessId));
  return rowsByDay(db, checkIns, checkIns.created_at, inArray(checkIns.member_id, members), span);
}

/** Members' check-ins at this business per day. */
export function checkInsByDay(db: Executor, businessId: string, span: Period): Promise<DayCount[]> {
  return businessRowsByDay(db, checkIns, businessId, span);
}

/** Promotion redemptions at this business per day. */
export function redemptionsByDay(db: Executor, businessId: string, span: Period): Promise<DayCount[]> {
  return businessRowsByDay(db, promotionRedemptions, businessId, span);
}

/** Each promotion's redemptions in the chosen period and the previous one (those with any). */
export function redemptionsPerPromotion(
  db: Executor,
  businessId: string,
  span: Period,
  split: string,
): Promise<PerItem[]> {
  const rows = { table: promotionRedemptions, itemKey: promotionRedemptions.promotion_id };
  return countsPerItem(db, rows, promotions, { businessId, span, split });
}

interface ReviewDay {
  day: string;
  n: number;
  ratings: number;
}

/** New reviews per day (removed ones left out), with the sum of their ratings. */
export function reviewsByDay(db: Executor, businessId: string, span: Period): Promise<ReviewDay[]> {
  const day = localDay(businessReviews.created_at);
  return db
    .select({ day, n: sql<number>`count(*)::int`, ratings: total(businessReviews.rating) })
    .from(businessReviews)
    .where(
      and(
        eq(businessReviews.business_id, businessId),
        isNull(businessReviews.removed_at),
        inSpan(businessReviews.created_at, span),
      ),
    )
    .groupBy(day);
}

/** The staff list now: people on it, and how many have opened their card. */
export async function teamCounts(
  db: Executor,
  businessId: string,
): Promise<{ staff: number; claimed: number }> {
  const [row] = await db
    .select({
      staff: sql<number>`count(*)::int`,
      claimed: sql<number>`count(${employeeRosters.claimed_at})::int`,
    })
    .from(employeeRosters)
    .where(eq(employeeRosters.business_id, businessId));
  return { staff: row?.staff ?? 0, claimed: row?.claimed ?? 0 };
}
