/**
 * Roles and permissions exactly as docs/product.md ("Roles and permissions") states them. In
 * practice the effective role comes from the `is_admin` flag alone; the stored `role` column is
 * only what the UI shows (see `displayRole`). Per-business rights (owner, manager) are memberships,
 * checked by the server against the database on every request, never from a token.
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
 * The permission set of each role. The product names sets for worker, admin and super_admin only;
 * business_owner gets the worker set because the effective role never resolves to it, and what an
 * owner may do with their own businesses is decided by membership instead.
 */
export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = {
  worker: WORKER_PERMISSIONS,
  business_owner: WORKER_PERMISSIONS,
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
}

/** The role that decides permissions: admin when `is_admin`, otherwise worker; no user, none. */
export function effectiveRole(user: RoleSubject | null | undefined): 'admin' | 'worker' | null {
  if (!user) return null;
  return user.is_admin ? 'admin' : 'worker';
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
 * The role shown on badges and used for the dashboard's role-specific sections. An admin shows
 * as Admin (or Super Admin when stored so); a non-admin never shows an admin role they no longer
 * hold, only Business Owner or Worker.
 */
export function displayRole(user: RoleSubject | null | undefined): UserRole | null {
  if (!user) return null;
  const stored = user.profile?.role ?? user.role ?? 'worker';
  if (user.is_admin) return stored === 'super_admin' ? 'super_admin' : 'admin';
  return stored === 'business_owner' ? 'business_owner' : 'worker';
}

export function roleDisplayName(role: UserRole | null | undefined): string {
  return role ? ROLE_DISPLAY_NAMES[role] : '';
}

export function isManagingMembershipRole(role: string): role is ManagingMembershipRole {
  return (MANAGING_MEMBERSHIP_ROLES as readonly string[]).includes(role);
}
