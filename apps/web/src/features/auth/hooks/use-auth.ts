import { useEffect, useState } from 'react';

/**
 * The shape every screen reads the signed-in state through. Sign-in is not built yet, so this
 * reports 'loading' for the first render (as the real session check will) and then
 * 'signed-out'. The sign-in work replaces the body with a context-backed provider; callers keep
 * this import and this shape.
 */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface AuthState {
  status: AuthStatus;
  user: null;
}

export function useAuth(): AuthState {
  const [status, setStatus] = useState<AuthStatus>('loading');
  useEffect(() => setStatus('signed-out'), []);
  return { status, user: null };
}
