import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission } from '@perks/contract';
import type { AuthState } from '@/features/auth';

/**
 * The navigation bar's links (docs/product.md, "Screens and routes"). `audience` says who sees a
 * link; admin links need a signed-in admin, and a link with a `permission` shows only to those who
 * hold it (decision 038), so nobody is offered a screen they cannot use.
 */
export interface NavItem {
  to: string;
  /** Rendered with `t(label)` in the reader's language. */
  label: MessageDescriptor;
  /** 'partner-staff': signed in and owning or managing a partner venue, who check cards at its door. */
  audience: 'everyone' | 'signed-out' | 'signed-in' | 'admin' | 'partner-staff';
  /** Match the path exactly, so Home is not "current" on every page. */
  end?: boolean;
  /** The narrow screens' menu names some links differently ('Admin Panel' rather than 'Admin'). */
  menuLabel?: MessageDescriptor;
  /** Shown in the narrow screens' menu only; the wide bar has it in the account menu. */
  menuOnly?: boolean;
  /** Signed-in links that need a permission of the effective role. */
  permission?: Permission;
  /** A count shown beside the words: the unread messages. */
  count?: 'unread-messages';
}

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: msg`Home`, audience: 'everyone', end: true },
  { to: '/product', label: msg`How It Works`, audience: 'everyone' },
  { to: '/jobs', label: msg`Jobs`, audience: 'everyone' },
  // The public partner page (docs/decisions/061-spec-last-rows.md); members' own list is /perks.
  { to: '/restaurants', label: msg`Perks and Discounts`, audience: 'everyone' },
  { to: '/dashboard', label: msg`Dashboard`, audience: 'signed-in' },
  { to: '/post-job', label: msg`Post Job`, audience: 'signed-in', permission: 'create:job' },
  { to: '/card', label: msg`Member Card`, audience: 'signed-in' },
  { to: '/post-job', label: msg`Post a Job`, audience: 'signed-out' },
  { to: '/profile', label: msg`Profile`, audience: 'signed-in', menuOnly: true },
  { to: '/messages', label: msg`Messages`, audience: 'signed-in', menuOnly: true, count: 'unread-messages' },
  { to: '/alerts', label: msg`Job Alerts`, audience: 'signed-in', menuOnly: true },
  { to: '/verify', label: msg`Check a member card`, audience: 'partner-staff', menuOnly: true },
  { to: '/admin', label: msg`Admin`, menuLabel: msg`Admin Panel`, audience: 'admin' },
  { to: '/example-job', label: msg`Example Job`, audience: 'signed-out' },
];

type NavAuth = Pick<AuthState, 'status' | 'isAdmin' | 'hasPermission'>;

/**
 * While auth is loading only the shared links show, so nobody sees links meant for the other state.
 * `partnerStaff`: the person owns or manages a partner venue (runsPartnerVenue).
 */
export function visibleNavItems(
  { status, isAdmin, hasPermission }: NavAuth,
  partnerStaff = false,
): NavItem[] {
  const signedIn = status === 'signed-in';
  return NAV_ITEMS.filter((item) => {
    if (item.permission && !hasPermission(item.permission)) return false;
    return (
      item.audience === 'everyone' ||
      item.audience === status ||
      (item.audience === 'admin' && signedIn && isAdmin) ||
      (item.audience === 'partner-staff' && signedIn && partnerStaff)
    );
  });
}

/**
 * The links a visitor sees. A browser without JavaScript never finishes the session check, and
 * is a visitor to the server that rendered its page (docs/decisions/059-jobs-without-javascript-and-phone-filters.md).
 */
export function visitorNavItems(): NavItem[] {
  return visibleNavItems({ status: 'signed-out', isAdmin: false, hasPermission: () => false });
}
