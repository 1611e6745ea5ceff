import type { TBusinessSummary, TUserBusiness } from '@perks/contract';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses, businessMembers, type NewBusinessRow } from '../../db/schema/index.ts';
import { toBusinessSummary } from './business-dto.ts';

/** The business picker's columns (docs/product.md, "Posting a job"). */
const businessSummaryColumns = {
  id: businesses.id,
  name: businesses.name,
  business_type: businesses.business_type,
  is_active: businesses.is_active,
  address: businesses.address,
};

/** The user's memberships in the order they joined, each with the picker's view of the business. */
export async function listUserBusinesses(db: Executor, userId: string): Promise<TUserBusiness[]> {
  const rows = await db
    .select({
      business: businessSummaryColumns,
      role: businessMembers.role,
      join_order: businessMembers.join_order,
    })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.business_id))
    .where(eq(businessMembers.user_id, userId))
    .orderBy(asc(businessMembers.join_order), asc(sql`lower(${businesses.name})`), asc(businesses.id));
  return rows.map((row) => ({ ...row, business: toBusinessSummary(row.business as TBusinessSummary) }));
}

/** How many businesses the person added that still wait for an admin to activate them. */
export async function countPendingBusinesses(db: Executor, ownerId: string): Promise<number> {
  const [pending] = await db
    .select({ n: count() })
    .from(businesses)
    .where(and(eq(businesses.owner_id, ownerId), eq(businesses.status, 'inactive')));
  return Number(pending?.n ?? 0);
}

export async function insertBusiness(db: Executor, values: NewBusinessRow): Promise<string> {
  const [row] = await db.insert(businesses).values(values).returning({ id: businesses.id });
  return row!.id;
}

/** Makes the person the business's owner, after their other businesses in their picker's order. */
export async function addOwnerMembership(db: Executor, businessId: string, userId: string): Promise<void> {
  const [last] = await db
    .select({ order: max(businessMembers.join_order) })
    .from(businessMembers)
    .where(eq(businessMembers.user_id, userId));
  await db.insert(businessMembers).values({
    business_id: businessId,
    user_id: userId,
    role: 'owner',
    join_order: last?.order === null || last?.order === undefined ? 0 : last.order + 1,
  });
}
