import { UNREAD_REMINDER_DAYS } from '@perks/contract';
import { and, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ownerOrManager } from '../../db/owner-or-manager.ts';
import { businesses, businessMembers, jobApplications } from '../../db/schema/index.ts';

/** SQL only: what the application texts read and mark (decision 054, addendum). */

export interface ReminderBatch {
  business_id: string;
  business_name: string;
  count: number;
  /** The batch's first application, which names its one reminder. */
  first_application_id: string;
}

/**
 * Marks, once, the applications nobody at their business has opened for UNREAD_REMINDER_DAYS, and
 * answers them per business. Two instances running it at once split the rows (SKIP LOCKED), so
 * each application is in one reminder only.
 */
export async function claimUnreadForReminder(db: Executor): Promise<ReminderBatch[]> {
  const due = db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(
      and(
        isNull(jobApplications.read_at),
        isNull(jobApplications.reminded_at),
        ne(jobApplications.status, 'withdrawn'),
        isNotNull(jobApplications.business_id),
        lt(jobApplications.created_at, sql`now() - make_interval(days => ${UNREAD_REMINDER_DAYS})`),
      ),
    )
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobApplications)
    .set({ reminded_at: sql`now()` })
    .where(inArray(jobApplications.id, due))
    .returning({
      id: jobApplications.id,
      business_id: jobApplications.business_id,
      business_name: jobApplications.business_name,
    });
  const batches = new Map<string, ReminderBatch>();
  for (const { business_id, ...row } of claimed) {
    if (!business_id) continue;
    const batch = batches.get(business_id);
    if (!batch) {
      batches.set(business_id, {
        business_id,
        business_name: row.business_name,
        count: 1,
        first_application_id: row.id,
      });
      continue;
    }
    batch.count += 1;
    if (row.id < batch.first_application_id) batch.first_application_id = row.id;
  }
  return [...batches.values()];
}

/** The owners and managers of a business: who hears about its applications. */
export async function managersOf(db: Executor, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ user_id: businessMembers.user_id })
    .from(businessMembers)
    .where(and(eq(businessMembers.business_id, businessId), ownerOrManager));
  return rows.map((row) => row.user_id);
}

export interface DigestRecipient {
  user_id: string;
  count: number;
  business_names: string[];
}

/** Per owner or manager, the applications that arrived at their businesses in the last day. */
export async function newApplicationsPerManager(db: Executor): Promise<DigestRecipient[]> {
  return db
    .select({
      user_id: businessMembers.user_id,
      count: sql<number>`count(*)::int`,
      business_names: sql<string[]>`array_agg(distinct ${businesses.name} order by ${businesses.name})`,
    })
    .from(jobApplications)
    .innerJoin(businessMembers, eq(businessMembers.business_id, jobApplications.business_id))
    .innerJoin(businesses, eq(businesses.id, jobApplications.business_id))
    .where(
      and(
        ownerOrManager,
        sql`${jobApplications.created_at} >= now() - interval '1 day'`,
        sql`${jobApplications.status} <> 'withdrawn'`,
      ),
    )
    .groupBy(businessMembers.user_id);
}
