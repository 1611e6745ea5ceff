import {
  displayRole,
  effectiveRole,
  hasAllPermissions,
  type Permission,
  permissionsFor,
  type TCurrentUser,
  type TSendOtpResult,
  type UserRole,
} from '@perks/contract';
import { createContext } from 'react';
import type { AuthStatus } from './auth-store';

export type { AuthStatus } from './auth-store';

/** Everything a screen may ask about the signed-in person, and the sign-in actions. */
export interface AuthState {
  status: AuthStatus;
  /** The start-up session check has finished ("initialised", docs/product.md, "Signing in"). */
  initialised: boolean;
  /** Signed out only because the server could not be reached; checked again when the network returns. */
  unreachable: boolean;
  user: TCurrentUser | null;
  /** The role to display (badge, dashboard sections). */
  role: UserRole | null;
  isAdmin: boolean;
  /** What the effective role (from is_admin) may do; the server checks the same rules. */
  permissions: readonly Permission[];
  /** True when every listed permission is held. */
  hasPermission(...permissions: Permission[]): boolean;
  sendCode(phone: string): Promise<TSendOtpResult>;
  verifyCode(phone: string, code: string): Promise<TCurrentUser>;
  /** Signs in with a passkey this browser holds (decision 103). */
  signInWithPasskey(): Promise<TCurrentUser>;
  logout(): Promise<void>;
  refreshProfile(): Promise<void>;
}

export interface AuthActions {
  sendCode: AuthState['sendCode'];
  verifyCode: AuthState['verifyCode'];
  signInWithPasskey: AuthState['signInWithPasskey'];
  logout: AuthState['logout'];
  refreshProfile: AuthState['refreshProfile'];
}

const unavailable = () => Promise.reject(new Error('Sign-in is not available here'));

const noActions: AuthActions = {
  sendCode: unavailable,
  verifyCode: unavailable,
  signInWithPasskey: unavailable,
  logout: async () => undefined,
  refreshProfile: async () => undefined,
};

/** Builds the state screens read from a status and user (the provider, and tests, use it). */
export function buildAuthState(
  snapshot: { status: AuthStatus; user: TCurrentUser | null; unreachable?: boolean },
  actions: AuthActions = noActions,
): AuthState {
  const user = snapshot.status === 'signed-in' ? snapshot.user : null;
  return {
    status: snapshot.status,
    initialised: snapshot.status !== 'loading',
    unreachable: snapshot.status === 'signed-out' && snapshot.unreachable === true,
    user,
    role: displayRole(user),
    isAdmin: user?.is_admin === true,
    permissions: permissionsFor(effectiveRole(user)),
    hasPermission: (...permissions) => hasAllPermissions(user, permissions),
    ...actions,
  };
}

/** Outside the provider (isolated component tests) everyone is a signed-out visitor. */
const SIGNED_OUT_AUTH: AuthState = buildAuthState({ status: 'signed-out', user: null });

export const AuthContext = createContext<AuthState>(SIGNED_OUT_AUTH);
