import {
  BUSINESS_STATUSES,
  BUSINESS_TYPES,
  RECENT_BUSINESS_DAYS,
  type TBusinessStatistics,
} from '@perks/contract';
import { count, countDistinct, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses, businessMembers, jobs } from '../../db/schema/index.ts';
import { liveJob } from '../jobs/index.ts';

const tally = <K extends string>(keys: readonly K[], rows: { key: string; value: number }[]) =>
  Object.fromEntries(keys.map((key) => [key, rows.find((row) => row.key === key)?.value ?? 0])) as Record<
    K,
    number
  >;

/** The business statistics of docs/product.md ("Admin panel"), over every business. */
export async function businessStatistics(db: Executor): Promise<TBusinessStatistics> {
  const recentSince = sql`now() - make_interval(days => ${RECENT_BUSINESS_DAYS})`;
  const [[totals], byStatus, byType, [withJobs], [members]] = await Promise.all([
    db
      .select({
        total: count(),
        recent: sql<number>`count(*) filter (where ${businesses.created_at} >= ${recentSince})`.mapWith(
          Number,
        ),
        withEmployees: sql<number>`count(*) filter (where ${businesses.employee_count} > 0)`.mapWith(Number),
      })
      .from(businesses),
    db.select({ key: businesses.status, value: count() }).from(businesses).groupBy(businesses.status),
    db
      .select({ key: businesses.business_type, value: count() })
      .from(businesses)
      .groupBy(businesses.business_type),
    db
      .select({ value: countDistinct(jobs.business_id) })
      .from(jobs)
      .where(liveJob),
    db
      .select({ total: count(), businesses: countDistinct(businessMembers.business_id) })
      .from(businessMembers),
  ]);
  const total = totals?.total ?? 0;
  const totalUsers = members?.total ?? 0;
  return {
    total,
    by_status: tally(BUSINESS_STATUSES, byStatus),
    by_type: tally(BUSINESS_TYPES, byType),
    recently_created: totals?.recent ?? 0,
    with_employees: totals?.withEmployees ?? 0,
    with_jobs: withJobs?.value ?? 0,
    total_business_users: totalUsers,
    businesses_with_users: members?.businesses ?? 0,
    average_users_per_business: total === 0 ? 0 : Math.round((totalUsers / total) * 10) / 10,
  };
}
