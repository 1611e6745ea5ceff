import { z } from 'zod';
import { ZCount } from '../shared/primitives.ts';

/** The admin dashboard's figures (docs/product.md, "Admin panel"): real counts, not placeholders. */
export const ZAdminOverview = z.object({
  total_users: ZCount,
  active_businesses: ZCount,
  /** Jobs the public board shows now (the live rule). */
  live_jobs: ZCount,
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

/** The admin panel's tabs, in order; `?tab=` picks one, anything else means the dashboard. */
export const ADMIN_TABS = [
  'dashboard',
  'users',
  'businesses',
  'jobs',
  'messages',
  'themes',
  'api-tests',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function adminTabFrom(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? 'dashboard';
}
