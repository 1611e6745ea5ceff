import type { AuthStatus } from '@/features/auth/hooks/use-auth';

/**
 * The navigation bar's links (document 1, section 2). `audience` says who sees a link; the
 * sign-in work adds the signed-in entries (Dashboard, 'Post Job', Admin) here.
 */
export interface NavItem {
  to: string;
  label: string;
  audience: 'everyone' | 'signed-out' | 'signed-in';
  /** Match the path exactly, so Home is not "current" on every page. */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', audience: 'everyone', end: true },
  { to: '/product', label: 'How It Works', audience: 'everyone' },
  { to: '/jobs', label: 'Jobs', audience: 'everyone' },
  { to: '/post-job', label: 'Post a Job', audience: 'signed-out' },
  { to: '/example-job', label: 'Example Job', audience: 'signed-out' },
];

/** While auth is loading only the shared links show, so nobody sees links meant for the other state. */
export function visibleNavItems(status: AuthStatus): NavItem[] {
  return NAV_ITEMS.filter((item) => item.audience === 'everyone' || item.audience === status);
}
