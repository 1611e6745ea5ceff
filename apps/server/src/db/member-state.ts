// A person's memberships, worked out from the staff lists and the businesses they run: read by the
// membership module (the member's card), and by promotions, profiles and applications, which
// show or need a member's verified employers.
import { memberPhotoUrl, type TMembership } from '@perks/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { liveBusiness } from './live-business.ts';
import { ownerOrManager } from './owner-or-manager.ts';
import { businessBilling, businesses, businessMembers, employeeRosters, users } from './schema/index.ts';

export interface MemberState {
  phone: string;
  first_name: string | null;
  last_name: string | null;
  /** Their uploaded photo (decision 060), or null. */
  photo_url: string | null;
  memberships: TMembership[];
  /** The staff list rows behind `memberships` that the person has not yet claimed (decision 052). */
  unclaimed: string[];
  /** Employers whose unpaid subscription has paused their members' cards (decision 067). */
  paused_by: string[];
}

/** Is the business's subscription unpaid since at or before the cutoff (its members' cards paused)? */
const pausedAt = (cutoff: Date | null): SQL<boolean> =>
  cutoff
    ? sql<boolean>`coalesce(${businessBilling.unpaid_since} <= ${cutoff.toISOString()}::timestamptz, false)`
    : sql<boolean>`false`;

/**
 * What a membership reads of its business: which one, and whether its members' cards are paused
 * (from the business's billing row, left-joined on `billingOfBusiness`).
 */
const membershipBusiness = (pausedCutoff: Date | null) => ({
  business_id: businesses.id,
  business_name: businesses.name,
  paused: pausedAt(pausedCutoff),
});
const billingOfBusiness = eq(businessBilling.business_id, businesses.id);

const RUN_TITLES = { owner: 'Owner', manager: 'Manager' } as const;

/**
 * The live businesses the person owns or manages (decision 063): they vouch for themselves, so an
 * owner's card works at their own venue and elsewhere from the day the business is approved.
 */
async function liveBusinessesRunBy(db: Executor, userId: string, pausedCutoff: Date | null) {
  const rows = await db
    .select({
      ...membershipBusiness(pausedCutoff),
      role: businessMembers.role,
      since: businessMembers.created_at,
    })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.business_id))
    .leftJoin(businessBilling, billingOfBusiness)
    .where(and(eq(businessMembers.user_id, userId), ownerOrManager, liveBusiness));
  return rows.map((row) => ({
    business_id: row.business_id,
    business_name: row.business_name,
    role_title: RUN_TITLES[row.role as keyof typeof RUN_TITLES] ?? null,
    since: row.since,
    paused: row.paused,
  }));
}

/**
 * A person's memberships, worked out now (docs/product.md, "Verified membership"): every active
 * business whose staff list has their phone, and every one they own or manage (decision 063). Nothing is stored, so adding or removing a phone, or
 * a business closing, takes effect on the very next request. Null for an unknown or inactive user.
 */
export async function memberState(
  db: Executor,
  userId: string,
  /** Businesses unpaid since at or before this have their cards paused; null: none are (decision 067). */
  pausedCutoff: Date | null = null,
): Promise<MemberState | null> {
  const [user] = await db
    .select({
      phone: users.phone,
      first_name: users.first_name,
      last_name: users.last_name,
      profile_picture_url: users.profile_picture_url,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.is_active, true)));
  if (!user) return null;
  const rows = await db
    .select({
      ...membershipBusiness(pausedCutoff),
      role_title: employeeRosters.position,
      since: employeeRosters.created_at,
      roster_first_name: employeeRosters.first_name,
      roster_last_name: employeeRosters.last_name,
      entry_id: employeeRosters.id,
      claimed_at: employeeRosters.claimed_at,
    })
    .from(employeeRosters)
    .innerJoin(businesses, eq(businesses.id, employeeRosters.business_id))
    .leftJoin(businessBilling, billingOfBusiness)
    .where(and(eq(employeeRosters.phone, user.phone), liveBusiness))
    .orderBy(asc(employeeRosters.created_at), asc(sql`lower(${businesses.name})`));
  const [first] = rows;
  const listed = new Set(rows.map((row) => row.business_id));
  // Their own businesses: an owner or manager is a member there without being on the staff list.
  const allRuns = (await liveBusinessesRunBy(db, userId, pausedCutoff)).filter(
    (row) => !listed.has(row.business_id),
  );
  const paused_by = [...rows, ...allRuns].filter((row) => row.paused).map((row) => row.business_name);
  const runs = allRuns.filter((row) => !row.paused).map(({ paused: _paused, ...row }) => row);
  const memberships = [
    ...rows
      .filter((row) => !row.paused)
      .map((row) => ({
        business_id: row.business_id,
        business_name: row.business_name,
        role_title: row.role_title,
        since: row.since,
      })),
    ...runs,
  ].sort((a, b) => a.since.getTime() - b.since.getTime());
  return {
    phone: user.phone,
    // The account's own name wins; a member who never set one is called what the employer typed.
    first_name: user.first_name ?? first?.roster_first_name ?? null,
    last_name: user.first_name ? user.last_name : (first?.roster_last_name ?? user.last_name),
    photo_url: memberPhotoUrl(user.profile_picture_url),
    memberships: memberships.map((membership) => ({ ...membership, since: membership.since.toISOString() })),
    unclaimed: rows.flatMap((row) => (row.claimed_at ? [] : [row.entry_id])),
    paused_by,
  };
}

/** The names of the businesses whose staff list has the user's phone (the profile's 'Verified' badges). */
export async function verifiedEmployerNames(db: Executor, userId: string): Promise<string[]> {
  const state = await memberState(db, userId);
  return state?.memberships.map((membership) => membership.business_name) ?? [];
}
