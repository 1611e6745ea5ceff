import {
  listPage,
  type TBusinessSearchQuery,
  type TBusinessSummary,
  type TBusinessSummaryList,
  type TUserBusiness,
} from '@perks/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { businesses, businessMembers } from '../../db/schema/index.ts';
import { businessSummaryColumns, toBusinessSummary } from './business-dto.ts';

/** `lower(name) like '%text%'`: the pg_trgm GIN index on lower(name) serves it. */
function nameContains(text: string): SQL {
  return sql`lower(${businesses.name}) like ${containsPattern(text)}`;
}

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

/** One page of businesses by name for the admin's picker, every status included. */
export async function searchBusinesses(db: Db, query: TBusinessSearchQuery): Promise<TBusinessSummaryList> {
  const where = query.search ? nameContains(query.search) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(businessSummaryColumns)
      .from(businesses)
      .where(where)
      .orderBy(asc(sql`lower(${businesses.name})`), asc(businesses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(businesses).where(and(where)),
  ]);
  return listPage(
    rows.map((row) => toBusinessSummary(row as TBusinessSummary)),
    Number(total?.total ?? 0),
    query,
  );
}
