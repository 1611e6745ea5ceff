import type { TCurrentUser } from '@perks/contract';
import type { UserRow } from '../../db/schema/index.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * An account's fields as the API returns them (ISO dates), without the `profile` object.
 * `managesBusinesses` comes from the memberships, which the row does not hold.
 */
export function toAccount(row: UserRow, managesBusinesses: boolean): Omit<TCurrentUser, 'profile'> {
  return {
    id: row.id,
    phone: row.phone,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    status: row.status,
    is_admin: row.is_admin,
    is_active: row.is_active,
    profile_picture_url: row.profile_picture_url,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_sign_in_at: iso(row.last_sign_in_at),
    manages_businesses: managesBusinesses,
    language: row.language,
  };
}

/** The signed-in user as the API returns it: the row's fields plus a `profile` object. */
export function toCurrentUser(row: UserRow, managesBusinesses: boolean): TCurrentUser {
  return {
    ...toAccount(row, managesBusinesses),
    profile: { first_name: row.first_name, last_name: row.last_name, role: row.role },
  };
}
