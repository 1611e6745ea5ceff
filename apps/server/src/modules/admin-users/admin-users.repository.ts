import {
  isManagingMembershipRole,
  listPage,
  type TAdminUser,
  type TAdminUserListQuery,
  type TUserStatistics,
  UUID_PATTERN,
} from '@perks/contract';
import { and, asc, eq, exists, inArray, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { ownerOrManager } from '../../db/owner-or-manager.ts';
import { newestFirst, pageWithTotal } from '../../db/page-with-total.ts';
import { businesses, businessMembers, type NewUserRow, type UserRow, users } from '../../db/schema/index.ts';
import { toAccount } from '../users/index.ts';

/** Holds an owner or manager membership: what the admin list calls a business owner. */
const managesABusiness = (db: Executor) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(businessMembers)
      .where(and(eq(businessMembers.user_id, users.id), ownerOrManager)),
  );

function listFilters(db: Executor, query: TAdminUserListQuery): SQL | undefined {
  const filters: SQL[] = [];
  // A deleted account (decision 106) is a mark others' records point at, not an account.
  filters.push(isNull(users.deleted_at));
  if (query.status) filters.push(eq(users.is_active, query.status === 'active'));
  if (query.verified === 'verified') filters.push(isNotNull(users.email_confirmed_at));
  if (query.verified === 'unverified') filters.push(isNull(users.email_confirmed_at));
  if (query.role === 'admin') filters.push(eq(users.is_admin, true));
  if (query.role === 'business_owner') filters.push(and(eq(users.is_admin, false), managesABusiness(db))!);
  if (query.role === 'worker') filters.push(and(eq(users.is_admin, false), not(managesABusiness(db)))!);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const digits = query.search.replace(/\D/g, '');
    const matches: SQL[] = [
      sql`lower(coalesce(${users.first_name}, '') || ' ' || coalesce(${users.last_name}, '')) like ${pattern}`,
      sql`lower(coalesce(${users.email}, '')) like ${pattern}`,
      sql`${users.phone} like ${pattern}`,
    ];
    // '(207) 555-0101' finds +12075550101: phones are stored as E.164 digits.
    if (digits.length >= 3) matches.push(sql`${users.phone} like ${`%${digits}%`}`);
    if (UUID_PATTERN.test(query.search)) matches.push(eq(users.id, query.search.toLowerCase()));
    filters.push(or(...matches)!);
  }
  return filters.length ? and(...filters) : undefined;
}

async function membershipsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, TAdminUser['memberships']>();
  const rows = await db
    .select({
      user_id: businessMembers.user_id,
      business_id: businessMembers.business_id,
      business_name: businesses.name,
      role: businessMembers.role,
    })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.business_id))
    .where(inArray(businessMembers.user_id, userIds))
    .orderBy(asc(businesses.name));
  const byUser = new Map<string, TAdminUser['memberships']>();
  for (const { user_id, ...membership } of rows) {
    byUser.set(user_id, [...(byUser.get(user_id) ?? []), membership]);
  }
  return byUser;
}

function toAdminUser(row: UserRow, memberships: TAdminUser['memberships']): TAdminUser {
  const managesBusinesses = memberships.some((membership) => isManagingMembershipRole(membership.role));
  return {
    ...toAccount(row, managesBusinesses),
    email_confirmed_at: row.email_confirmed_at?.toISOString() ?? null,
    memberships,
  };
}

/** One page of accounts, newest first, with their memberships. */
export async function listUsers(db: Executor, query: TAdminUserListQuery) {
  const where = listFilters(db, query);
  const rows = db.select().from(users).$dynamic();
  const page = await pageWithTotal(db, { rows, table: users, where, order: newestFirst(users) }, query);
  const memberships = await membershipsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return listPage(
    page.rows.map((row) => toAdminUser(row, memberships.get(row.id) ?? [])),
    page.total,
    query,
  );
}

export async function findUserRow(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)))
    .limit(1);
  return row ?? null;
}

export async function findAdminUser(db: Executor, id: string): Promise<TAdminUser | null> {
  const row = await findUserRow(db, id);
  if (!row) return null;
  return toAdminUser(row, (await membershipsOf(db, [id])).get(id) ?? []);
}

/** Active admins other than `exceptId`: the last one must stay. */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Writes an admin form's columns over the account; answers the row as it now is. */
export async function updateUserRow(db: Executor, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

export async function countOtherActiveAdmins(db: Executor, exceptId: string): Promise<number> {
  return db.$count(
    users,
    and(eq(users.is_admin, true), eq(users.is_active, true), not(eq(users.id, exceptId))),
  );
}

/** The figures of the admin dashboard and users screen, with their 7- and 30-day windows. */
export async function userStatistics(db: Executor): Promise<TUserStatistics> {
  const within = (column: SQL | typeof users.created_at, days: number) =>
    sql<number>`count(*) filter (where ${column} > now() - make_interval(days => ${days}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${users.is_active})::int`,
      admins: sql<number>`count(*) filter (where ${users.is_admin})::int`,
      business_owners: sql<number>`count(*) filter (where not ${users.is_admin} and ${managesABusiness(db)})::int`,
      new_last_7_days: within(users.created_at, 7),
      recent_signups_30_days: within(users.created_at, 30),
      recent_logins_7_days: within(sql`${users.last_sign_in_at}`, 7),
    })
    .from(users)
    .where(isNull(users.deleted_at));
  const figures = row ?? {
    total: 0,
    active: 0,
    admins: 0,
    business_owners: 0,
    new_last_7_days: 0,
    recent_signups_30_days: 0,
    recent_logins_7_days: 0,
  };
  return { ...figures, inactive: figures.total - figures.active };
}
