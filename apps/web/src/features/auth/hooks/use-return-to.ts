import { useLocation } from 'react-router';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/**
 * Where to go after signing in: the page a guard sent the visitor away from (kept in the
 * navigation state), else /dashboard. Only paths inside the app are honoured.
 */
export function useReturnTo(): string {
  const from = (useLocation().state as FromState | null)?.from;
  const path = from?.pathname;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path === '/login') return '/dashboard';
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}
