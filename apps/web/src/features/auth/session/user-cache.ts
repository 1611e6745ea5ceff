import { type TCurrentUser, USER_ROLES, USER_SESSION_STORAGE_KEY } from '@perks/contract';

/**
 * The current user, cached in local storage under `user_session` (docs/product.md, "Signing in") so
 * a returning visitor's name can show while the session is checked. Only the user is kept there:
 * the access token lives in memory, and the refresh token in an httpOnly cookie scripts cannot
 * read.
 */
export function readCachedUser(storage: Storage | undefined = safeStorage()): TCurrentUser | null {
  try {
    const raw = storage?.getItem(USER_SESSION_STORAGE_KEY);
    if (!raw) return null;
    const cached: unknown = JSON.parse(raw);
    return looksLikeUser(cached) ? cached : null;
  } catch {
    return null;
  }
}

/**
 * A shape check, not the full schema: the cached user only marks a returning visitor (whose
 * session is worth restoring) until the profile request answers, and that answer is validated in
 * full. Keeping the user schema out of here keeps zod out of the first download.
 */
function looksLikeUser(value: unknown): value is TCurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.phone === 'string' &&
    typeof user.is_admin === 'boolean' &&
    (USER_ROLES as readonly unknown[]).includes(user.role) &&
    typeof user.profile === 'object' &&
    user.profile !== null
  );
}

export function writeCachedUser(user: TCurrentUser, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(USER_SESSION_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode or a full quota: the cache is a nicety, the session still works.
  }
}

export function clearCachedUser(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(USER_SESSION_STORAGE_KEY);
  } catch {
    // As above.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
