import { useLocation } from 'react-router';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/**
 * Where to go after signing in: the page a guard sent the visitor away from (kept in the
 * navigation state), else /dashboard. Only paths inside the app are honoured.
 */
export function useReturnTo(): string {
  const { pathname = '', search = '', hash = '' } = (useLocation().state as FromState | null)?.from ?? {};
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login') return '/dashboard';
  return `${pathname}${search}${hash}`;
}
