import type { TAdminOverview } from '@perks/contract';
import { count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses, jobs, users } from '../../db/schema/index.ts';
import { liveJob } from '../jobs/index.ts';

/** Three counts for the admin dashboard, read together. */
export async function adminOverview(db: Executor): Promise<TAdminOverview> {
  const [[usersCount], [businessCount], [jobCount]] = await Promise.all([
    db.select({ value: count() }).from(users).where(isNull(users.deleted_at)),
    db.select({ value: count() }).from(businesses).where(eq(businesses.is_active, true)),
    db.select({ value: count() }).from(jobs).where(liveJob),
  ]);
  return {
    total_users: usersCount?.value ?? 0,
    active_businesses: businessCount?.value ?? 0,
    live_jobs: jobCount?.value ?? 0,
  };
}
