import { useContext } from 'react';
import { AuthContext, type AuthState } from '../session/auth-state';

export type { AuthState, AuthStatus } from '../session/auth-state';

/**
 * The signed-in state and the sign-in actions. Status starts 'loading' while the session is
 * checked at start-up, then is 'signed-in' or 'signed-out'.
 */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
