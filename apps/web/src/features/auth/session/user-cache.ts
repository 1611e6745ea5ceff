import { type TCurrentUser, USER_SESSION_STORAGE_KEY, ZCurrentUser } from '@perks/contract';

/**
 * The current user, cached in local storage under `user_session` (document 1, section 3) so a
 * returning visitor's name can show while the session is checked. Only the user is kept there:
 * the access token lives in memory, and the refresh token in an httpOnly cookie scripts cannot read.
 */
export function readCachedUser(storage: Storage | undefined = safeStorage()): TCurrentUser | null {
  try {
    const raw = storage?.getItem(USER_SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = ZCurrentUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
