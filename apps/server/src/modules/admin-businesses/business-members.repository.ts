import type { TBusinessMember } from '@perks/contract';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ownerOrManager } from '../../db/owner-or-manager.ts';
import { businesses, businessMembers, users } from '../../db/schema/index.ts';

/** Who runs a business: its owners first, then its managers, each in the order they were added. */
export async function listBusinessMembers(db: Executor, businessId: string): Promise<TBusinessMember[]> {
  const rows = await db
    .select({
      user_id: users.id,
      phone: users.phone,
      first_name: users.first_name,
      last_name: users.last_name,
      role: businessMembers.role,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.user_id))
    .where(and(eq(businessMembers.business_id, businessId), ownerOrManager))
    .orderBy(sql`${businessMembers.role} = 'owner' desc`, asc(businessMembers.created_at), asc(users.id));
  return rows as TBusinessMember[];
}

/**
 * The account for a phone number, made now when nobody has signed in with it yet: the sign-in
 * finds it by phone (and keeps it), so the person's first sign-in lands them in their business.
 */
export async function findOrCreateUserByPhone(db: Executor, phone: string): Promise<string> {
  await db.insert(users).values({ phone }).onConflictDoNothing({ target: users.phone });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row!.id;
}

export async function findMembershipRole(db: Executor, businessId: string, userId: string) {
  const [row] = await db
    .select({ role: businessMembers.role })
    .from(businessMembers)
    .where(and(eq(businessMembers.business_id, businessId), eq(businessMembers.user_id, userId)));
  return row?.role ?? null;
}

/** Adds the membership, or changes its role; a new one goes after the person's other businesses. */
export async function upsertMembership(
  db: Executor,
  businessId: string,
  userId: string,
  role: TBusinessMember['role'],
): Promise<void> {
  const [last] = await db
    .select({ order: max(businessMembers.join_order) })
    .from(businessMembers)
    .where(eq(businessMembers.user_id, userId));
  await db
    .insert(businessMembers)
    .values({ business_id: businessId, user_id: userId, role, join_order: (last?.order ?? -1) + 1 })
    .onConflictDoUpdate({
      target: [businessMembers.business_id, businessMembers.user_id],
      set: { role },
    });
}

export async function deleteMembership(db: Executor, businessId: string, userId: string): Promise<void> {
  await db
    .delete(businessMembers)
    .where(and(eq(businessMembers.business_id, businessId), eq(businessMembers.user_id, userId)));
}

/**
 * Keeps `owner_id` (the owner the admin screens name) pointing at an owner: the first one left, or
 * nobody once the last is gone.
 */
export async function refreshPrimaryOwner(db: Executor, businessId: string): Promise<void> {
  const [first] = await db
    .select({ user_id: businessMembers.user_id })
    .from(businessMembers)
    .where(and(eq(businessMembers.business_id, businessId), eq(businessMembers.role, 'owner')))
    .orderBy(asc(businessMembers.created_at), asc(businessMembers.user_id))
    .limit(1);
  const [current] = await db
    .select({ owner_id: businesses.owner_id })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const stillOwner =
    current?.owner_id != null &&
    (
      await db
        .select({ id: businessMembers.id })
        .from(businessMembers)
        .where(
          and(
            eq(businessMembers.business_id, businessId),
            eq(businessMembers.user_id, current.owner_id),
            eq(businessMembers.role, 'owner'),
          ),
        )
    ).length > 0;
  if (!stillOwner) {
    await db
      .update(businesses)
      .set({ owner_id: first?.user_id ?? null })
      .where(eq(businesses.id, businessId));
  }
}
