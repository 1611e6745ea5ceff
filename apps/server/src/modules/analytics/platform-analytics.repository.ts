import {
  ANALYTICS_TIME_ZONE,
  addDays,
  PLATFORM_ANALYTICS_WEEKS,
  portlandDay,
  type TPlatformAnalytics,
  weekStart,
} from '@perks/contract';
import { gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { checkIns, employeeRosters } from '../../db/schema/index.ts';

/** The zone as a literal: the week expression must read the same in the select list and GROUP BY. */
const ZONE = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);

/** The Monday (Portland) of a timestamp's week, as `YYYY-MM-DD`. */
const weekOf = (column: unknown) =>
  sql<string>`(date_trunc('week', ${column} at time zone ${ZONE})::date)::text`;

/**
 * The admin's platform figures (decision 066): over the last 12 weeks, this one included, the
 * people whose card was first opened each week (a phone on two staff lists counts once a week) and
 * the check-ins; and how many people have opened a card so far.
 */
export async function platformAnalytics(db: Executor, now: Date): Promise<TPlatformAnalytics> {
  const first = addDays(weekStart(portlandDay(now)), -7 * (PLATFORM_ANALYTICS_WEEKS - 1));
  const since = sql`((${first})::date)::timestamp at time zone ${ZONE}`;
  const memberWeek = weekOf(employeeRosters.claimed_at);
  const claims = await db
    .select({ week: memberWeek, n: sql<number>`count(distinct ${employeeRosters.phone})::int` })
    .from(employeeRosters)
    .where(gte(employeeRosters.claimed_at, since))
    .groupBy(memberWeek);
  const checkInWeek = weekOf(checkIns.created_at);
  const visits = await db
    .select({ week: checkInWeek, n: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(gte(checkIns.created_at, since))
    .groupBy(checkInWeek);
  const [members] = await db
    .select({ n: sql<number>`count(distinct ${employeeRosters.phone})::int` })
    .from(employeeRosters)
    .where(isNotNull(employeeRosters.claimed_at));
  const claimsByWeek = new Map(claims.map((row) => [row.week, row.n]));
  const visitsByWeek = new Map(visits.map((row) => [row.week, row.n]));
  return {
    weeks: Array.from({ length: PLATFORM_ANALYTICS_WEEKS }, (_, i) => {
      const week = addDays(first, 7 * i);
      return { week, new_members: claimsByWeek.get(week) ?? 0, check_ins: visitsByWeek.get(week) ?? 0 };
    }),
    members: members?.n ?? 0,
  };
}
