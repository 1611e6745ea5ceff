import {
  AUTH_TIMING,
  CLIENT_ERRORS,
  type TCurrentUser,
  type TSendOtpResult,
  type TSession,
  type TSignInResult,
} from '@perks/contract';
import { ApiError } from '@/lib/api-client';
import { fetchProfile } from '../api/get-profile';
import { logoutRequest } from '../api/log-out';
import { refreshSession } from '../api/refresh-session';
import { sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import { clearCachedUser, readCachedUser, writeCachedUser } from './user-cache';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface AuthSnapshot {
  status: AuthStatus;
  user: TCurrentUser | null;
  /**
   * Signed out only because the server could not be reached (no network): the cached user and the
   * refresh cookie are kept, and the session is checked again when the network returns.
   */
  unreachable?: boolean;
}

/** A refresh that got no answer from the server at all, rather than a refusal. */
function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === CLIENT_ERRORS.NETWORK_ERROR.code;
}

/** The calls the store makes; tests pass fakes. */
export interface AuthApi {
  sendOtp(phone: string): Promise<TSendOtpResult>;
  verifyOtp(phone: string, token: string): Promise<TSignInResult>;
  refreshSession(): Promise<TSession>;
  fetchProfile(): Promise<TCurrentUser>;
  logout(): Promise<void>;
}

const defaultApi: AuthApi = { sendOtp, verifyOtp, refreshSession, fetchProfile, logout: logoutRequest };

export interface AuthStoreOptions {
  api?: AuthApi;
  now?: () => number;
  storage?: Storage;
}

/**
 * The session lifecycle (docs/product.md, "Signing in"), outside React so the API client can ask it
 * for a token. The access token is kept in memory only; a reload recovers the session through the
 * refresh cookie. It counts as expired 5 minutes early, a refresh is scheduled 30 seconds before
 * that, and every caller that needs a refresh meanwhile shares the one in flight.
 */
export function createAuthStore({ api = defaultApi, now = Date.now, storage }: AuthStoreOptions = {}) {
  let snapshot: AuthSnapshot = { status: 'loading', user: readCachedUser(storage) };
  let token: { value: string; expiresAt: number } | null = null;
  let refreshing: Promise<boolean> | null = null;
  let initialising: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function publish(next: AuthSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function setUser(user: TCurrentUser) {
    writeCachedUser(user, storage);
    publish({ status: 'signed-in', user });
  }

  function setToken(session: TSession) {
    token = { value: session.access_token, expiresAt: now() + session.expires_in * 1000 };
    armRefreshTimer();
  }

  function armRefreshTimer() {
    clearTimeout(timer);
    if (!token) return;
    const delay = Math.max(0, token.expiresAt - AUTH_TIMING.proactiveRefreshLeadMs - now());
    timer = setTimeout(() => void refresh(), delay);
  }

  function tokenIsValid(): boolean {
    return token !== null && now() < token.expiresAt - AUTH_TIMING.expirySkewMs;
  }

  /** Forgets the session here: user, token, timer and the cached user. */
  function clear() {
    token = null;
    clearTimeout(timer);
    clearCachedUser(storage);
    publish({ status: 'signed-out', user: null });
  }

  /** Without a network: signed out for now, but the cached user stays to mark a returning visitor. */
  /** Keeps a sign-in's token and user, then refreshes the profile. */
  async function adopt({ user, session }: TSignInResult): Promise<TCurrentUser> {
    setToken(session);
    setUser(user);
    // The sign-in already answered the user; a failed re-read must not undo the sign-in.
    await api.fetchProfile().then(setUser, () => undefined);
    return snapshot.user ?? user;
  }

  function setUnreachable() {
    token = null;
    clearTimeout(timer);
    publish({ status: 'signed-out', user: null, unreachable: true });
  }

  /** Trades the refresh cookie for a new token; a refusal clears the session. */
  function refresh(): Promise<boolean> {
    refreshing ??= api
      .refreshSession()
      .then(
        (session) => {
          setToken(session);
          return true;
        },
        (error: unknown) => {
          if (isUnreachable(error)) setUnreachable();
          else clear();
          return false;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function loadProfile(): Promise<boolean> {
    try {
      setUser(await api.fetchProfile());
      return true;
    } catch (error) {
      // Only a refusal ends the session. A read that never arrived (no network, or the page
      // navigated away mid-request) must keep the cached user, or the next page, taking this
      // browser for a first-time visitor, would not even try the refresh cookie.
      if (isUnreachable(error)) setUnreachable();
      else clear();
      return false;
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /** A token for an API call: the current one, or a fresh one when it is about to expire. */
    async accessToken(): Promise<string | null> {
      if (tokenIsValid()) return token!.value;
      if (!token) return null;
      return (await refresh()) ? (token?.value ?? null) : null;
    },

    refresh,

    /** The network is back: a session that could not be checked for want of one is checked now. */
    async reconnect(): Promise<void> {
      if (snapshot.unreachable && (await refresh())) await loadProfile();
    },

    /**
     * Start-up, once: a valid token fetches the profile; otherwise the refresh cookie is tried
     * first. Only a browser that has signed in before (a cached user) can hold that cookie, so a
     * first-time visitor is spared a request that can only fail with a 401.
     */
    initialise(): Promise<void> {
      initialising ??= (async () => {
        const returning = snapshot.user !== null;
        if (tokenIsValid() || (returning && (await refresh()))) await loadProfile();
        else if (!snapshot.unreachable) clear();
      })();
      return initialising;
    },

    sendCode: (phone: string) => api.sendOtp(phone),

    /** Verifies the code, keeps the token and user, then refreshes the profile. */
    async verifyCode(phone: string, code: string): Promise<TCurrentUser> {
      return adopt(await api.verifyOtp(phone, code));
    },

    /** Signs in with a passkey instead of a code; the rest as a right code does. */
    async signInWithPasskey(): Promise<TCurrentUser> {
      // Loaded with the first tap on 'Sign in with a passkey', not with every page.
      const { signInWithPasskey } = await import('../api/sign-in-with-passkey');
      return adopt(await signInWithPasskey());
    },

    async refreshProfile(): Promise<void> {
      if (snapshot.status === 'signed-in') await loadProfile();
    },

    /** Ends the session everywhere it can, and locally even when the server cannot be reached. */
    async logout(): Promise<void> {
      try {
        await api.logout();
      } catch {
        // The local session ends regardless; the server's copy expires on its own.
      } finally {
        clear();
      }
    },

    clear,

    /** Stops the refresh timer while the app is unmounted; `resume` re-arms it. */
    dispose() {
      clearTimeout(timer);
    },
    resume: armRefreshTimer,
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
