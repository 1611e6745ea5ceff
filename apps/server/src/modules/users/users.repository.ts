import type { Locale } from '@perks/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { lockAdmins } from '../../db/admins-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { ownerOrManager } from '../../db/owner-or-manager.ts';
import { businesses, businessMembers, refreshSessions, type UserRow, users } from '../../db/schema/index.ts';
import { changedFields, recordAudit, systemActor } from '../audit/index.ts';

/**
 * The user's owner and manager memberships of live businesses: what makes a business owner
 * (decision 038). A business a member added is not live until an admin activates it (decision 030).
 */
function managingMembershipsOf(userId: SQL | string): SQL | undefined {
  return and(
    eq(businessMembers.user_id, userId),
    ownerOrManager,
    sql`${businessMembers.business_id} in (select ${businesses.id} from ${businesses} where ${businesses.is_active})`,
  );
}

/** Whether the person owns or manages any business, read now (memberships change at any time). */
export async function managesAnyBusiness(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businessMembers.id })
    .from(businessMembers)
    .where(managingMembershipsOf(userId))
    .limit(1);
  return row !== undefined;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The sign-in's upsert: the account for a verified phone, created on first sign-in as a worker. */
async function upsertSignIn(db: Executor, phone: string, language: Locale | null): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ phone, language, last_sign_in_at: sql`now()` })
    .onConflictDoUpdate({
      target: users.phone,
      // A language chosen before signing in becomes the account's only while it has none.
      set: {
        language: sql`coalesce(${users.language}, excluded.language)`,
        last_sign_in_at: sql`now()`,
        updated_at: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/**
 * The account for a verified phone, created on first sign-in, with the language the person chose
 * on the way in (the footer's picker, a link's `?lang=`) when the account has none yet, so their
 * first texts and e-mails are in it. A number listed in ADMIN_PHONES
 * makes the first admin of an install that has no active admin (decision 053): only then, under
 * the admins' lock (so two listed numbers signing in at once make one admin, and a demotion cannot
 * interleave), and with an audit row naming the system as the actor. Once an admin exists, admins
 * are made in the panel; a listed number an admin demoted stays demoted.
 */
export async function upsertUserOnSignIn(
  db: Db,
  phone: string,
  listedAdmin: boolean,
  language: Locale | null,
): Promise<UserRow> {
  if (!listedAdmin) return upsertSignIn(db, phone, language);
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    const user = await upsertSignIn(tx, phone, language);
    if (user.is_admin || !user.is_active) return user;
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.is_admin, true), eq(users.is_active, true)))
      .limit(1);
    if (admin) return user;
    const [granted] = await tx
      .update(users)
      .set({ is_admin: true, role: 'admin', updated_at: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(tx, {
      actor: systemActor('ADMIN_PHONES'),
      action: 'user.admin_granted_by_config',
      entityType: 'user',
      entityId: user.id,
      changes: changedFields(user, granted!, ['is_admin', 'role']),
    });
    return granted!;
  });
}

/**
 * A person's own name and e-mail. Only these columns can be reached from here: the phone, role and
 * admin flag are never in the update. A changed e-mail is no longer confirmed.
 */
/** Saves the person's chosen language; null when the account is gone. */
export async function setUserLanguage(db: Executor, id: string, language: Locale): Promise<Locale | null> {
  const [row] = await db
    .update(users)
    .set({ language, updated_at: sql`now()` })
    .where(eq(users.id, id))
    .returning({ language: users.language });
  return row?.language ?? null;
}

export async function updateOwnAccount(
  db: Executor,
  id: string,
  fields: { first_name: string | null; last_name: string | null; email?: string | null },
): Promise<UserRow | null> {
  const { first_name, last_name, email } = fields;
  const [row] = await db
    .update(users)
    .set({
      first_name,
      last_name,
      ...(email === undefined
        ? {}
        : {
            email,
            email_confirmed_at: sql`case when ${users.email} is not distinct from ${email} then ${users.email_confirmed_at} end`,
          }),
    })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export interface AuthState {
  id: string;
  phone: string;
  is_admin: boolean;
  is_active: boolean;
  manages_businesses: boolean;
  /** The sign-in the token names exists, is this user's, and was not ended. */
  sessionLive: boolean;
}

/**
 * What the guards need on every protected request, in one primary-key lookup: whether the
 * account is still active and admin, whether it owns or manages a business (its role), and whether the sign-in the token came from is still
 * there and not ended (logout, detected token reuse), so access stops at once rather than when the
 * token expires, and a token naming a sign-in that never existed is refused.
 */
export async function findAuthState(
  db: Executor,
  userId: string,
  sessionId: string,
): Promise<AuthState | null> {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      is_admin: users.is_admin,
      is_active: users.is_active,
      // The outer row's id, named with its table: a bare "id" inside the subquery would be the
      // membership's own.
      manages_businesses: sql<boolean>`exists (select 1 from ${businessMembers} where ${managingMembershipsOf(sql`${users}.${sql.identifier('id')}`)})`,
      // Every token of the sign-in is unrevoked, and there is at least one (bool_and of none is null).
      sessionLive: sql<boolean>`coalesce((select bool_and(${refreshSessions.revoked_at} is null) from ${refreshSessions} where ${refreshSessions.family_id} = ${sessionId} and ${refreshSessions.user_id} = ${users}.${sql.identifier('id')}), false)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
