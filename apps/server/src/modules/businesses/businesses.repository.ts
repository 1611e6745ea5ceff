import type { TBusinessSummary, TUserBusiness } from '@perks/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, businessMembers } from '../../db/schema/index.ts';
import { businessSummaryColumns, toBusinessSummary } from './business-dto.ts';

/** The user's memberships in the order they joined, each with the picker's view of the business. */
export async function listUserBusinesses(db: Db, userId: string): Promise<TUserBusiness[]> {
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
