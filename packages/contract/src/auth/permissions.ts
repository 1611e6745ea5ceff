import { inEnglish, type Translate } from '../i18n/translate.ts';
/**
 * Roles and permissions as docs/product.md ("Roles and permissions") states them. The effective
 * role follows what a person does (decision 038): admin by the `is_admin` flag, business owner for
 * anyone holding an owner or manager membership, worker otherwise. It decides what the screens
 * offer; what someone may do with a given business is still decided by that membership, checked by
 * the server against the database on every request, never from a token.
 */

export const USER_ROLES = ['worker', 'business_owner', 'admin', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Membership roles that may manage a business (post and edit its jobs). */
export const MANAGING_MEMBERSHIP_ROLES = ['owner', 'manager'] as const;
export type ManagingMembershipRole = (typeof MANAGING_MEMBERSHIP_ROLES)[number];

export const PERMISSIONS = [
  'view:businesses',
  'create:business',
  'edit:own_business',
  'view:jobs',
  'create:job',
  'apply:jobs',
  'admin:users',
  'admin:businesses',
  'admin:jobs',
  'admin:analytics',
  'moderate:content',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Anyone signed in may add a business: it starts inactive and stays off the public directory
 * until an admin activates it (docs/decisions/030-who-adds-businesses.md).
 */
const WORKER_PERMISSIONS: readonly Permission[] = [
  'view:businesses',
  'create:business',
  'view:jobs',
  'apply:jobs',
];

const ADMIN_PERMISSIONS: readonly Permission[] = [
  ...WORKER_PERMISSIONS,
  'edit:own_business',
  'create:job',
  'admin:users',
  'admin:businesses',
  'admin:jobs',
  'admin:analytics',
  'moderate:content',
];

/**
 * An owner or manager posts and edits the jobs of their businesses. Which business is theirs is a
 * membership the server checks on every write; the permission only opens the screens.
 */
const BUSINESS_OWNER_PERMISSIONS: readonly Permission[] = [
  ...WORKER_PERMISSIONS,
  'edit:own_business',
  'create:job',
];

/**
 * The permission set of each role. The product names sets for worker, admin and super_admin; the
 * business owner's set is the worker's plus posting (decision 038).
 */
export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = {
  worker: WORKER_PERMISSIONS,
  business_owner: BUSINESS_OWNER_PERMISSIONS,
  admin: ADMIN_PERMISSIONS,
  super_admin: PERMISSIONS,
};

export const ROLE_DISPLAY_NAMES: Readonly<Record<UserRole, string>> = {
  worker: 'Worker',
  business_owner: 'Business Owner',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

/** The fields these rules read; both the API's user and the server's request user fit. */
export interface RoleSubject {
  is_admin: boolean;
  /** The stored display role, when known. */
  role?: UserRole | null;
  profile?: { role?: UserRole | null } | null;
  /** Holds an owner or manager membership of at least one business (absent: unknown, so no). */
  manages_businesses?: boolean;
}

export type EffectiveRole = 'admin' | 'business_owner' | 'worker';

/**
 * The role that decides permissions: admin when `is_admin`, business owner when the person owns or
 * manages a business, otherwise worker; no user, none. The stored `role` plays no part.
 */
export function effectiveRole(user: RoleSubject | null | undefined): EffectiveRole | null {
  if (!user) return null;
  if (user.is_admin) return 'admin';
  return user.manages_businesses === true ? 'business_owner' : 'worker';
}

export function permissionsFor(role: UserRole | null | undefined): readonly Permission[] {
  return role ? ROLE_PERMISSIONS[role] : [];
}

export function hasPermission(user: RoleSubject | null | undefined, permission: Permission): boolean {
  return permissionsFor(effectiveRole(user)).includes(permission);
}

/** Guards may list several permissions; every one must be held. */
export function hasAllPermissions(
  user: RoleSubject | null | undefined,
  permissions: readonly Permission[],
): boolean {
  const held = permissionsFor(effectiveRole(user));
  return permissions.every((permission) => held.includes(permission));
}

/**
 * The role shown on badges and used for the dashboard's role-specific sections: the effective role,
 * so a badge never promises what the screens do not offer. An admin stored as super_admin shows as
 * Super Admin; a stored role the person does not live up to (business_owner without a business,
 * admin without the flag) is not shown.
 */
export function displayRole(user: RoleSubject | null | undefined): UserRole | null {
  const role = effectiveRole(user);
  if (role !== 'admin') return role;
  const stored = user?.profile?.role ?? user?.role;
  return stored === 'super_admin' ? 'super_admin' : 'admin';
}

export function roleDisplayName(role: UserRole | null | undefined, t: Translate = inEnglish): string {
  return role ? t(ROLE_DISPLAY_NAMES[role]) : '';
}

export function isManagingMembershipRole(role: string): role is ManagingMembershipRole {
  return (MANAGING_MEMBERSHIP_ROLES as readonly string[]).includes(role);
}
