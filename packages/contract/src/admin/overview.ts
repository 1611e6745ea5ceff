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

const ZOutboxState = z.object({ status: z.string(), count: ZCount });

/**
 * GET /admin/operations: the dashboard's 'Operations' panel, read from the database every instance
 * shares (decision 082): the job queue per job name, the outboxes per state, the texts of the last
 * hour against the cap, and what failed in the last 24 hours, as counts.
 */
export const ZAdminOperations = z.object({
  queues: z.array(
    z.object({
      name: z.string(),
      queued: ZCount,
      active: ZCount,
      failed: ZCount,
      /** Seconds the oldest due job has waited to start; 0 when none waits. */
      oldest_due_seconds: ZCount,
    }),
  ),
  outboxes: z.object({ text: z.array(ZOutboxState), email: z.array(ZOutboxState) }),
  sms: z.object({ sent_last_hour: ZCount, hourly_cap: ZCount }),
  failures_last_day: z.object({ jobs: ZCount, texts: ZCount, emails: ZCount }),
});
export type TAdminOperations = z.infer<typeof ZAdminOperations>;
