import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobAlerts, jobs } from '../../db/schema/index.ts';
import { FILTER_PREDICATES, type JobFilterValues, liveJob } from '../jobs/index.ts';

type AlertFilterKey = Exclude<keyof JobFilterValues, 'business_id'>;

/** Where each alert keeps the value of each job board filter it uses (null: the filter is off). */
const STORED_VALUES: { [K in AlertFilterKey]-?: SQL } = {
  title_pattern: sql`${jobAlerts.title_pattern}`,
  location_pattern: sql`${jobAlerts.location_pattern}`,
  employment_type: sql`${jobAlerts.employment_type}`,
  role_type: sql`${jobAlerts.role_type}`,
  is_tipped_role: sql`${jobAlerts.is_tipped_role}`,
};

/**
 * Alerts whose filters take the job: the job board's own predicates (FILTER_PREDICATES, the
 * ones GET /jobs runs) with each alert's stored value bound in place of a request's, a filter
 * the alert does not use letting every job through. Its WHERE is the list's for those filters.
 */
function alertsMatching(jobId: string): SQL {
  const filters = (Object.keys(STORED_VALUES) as AlertFilterKey[]).map(
    (key) => or(isNull(STORED_VALUES[key]), FILTER_PREDICATES[key](STORED_VALUES[key]))!,
  );
  return and(eq(jobs.id, jobId), liveJob, ...filters)!;
}

/** The unpaused alerts a live job matches, instant ones first, then the oldest first. */
export function findMatchingAlerts(db: Executor, jobId: string) {
  return db
    .select({
      id: jobAlerts.id,
      user_id: jobAlerts.user_id,
      name: jobAlerts.name,
      frequency: jobAlerts.frequency,
      channels: jobAlerts.channels,
    })
    .from(jobAlerts)
    .innerJoin(jobs, sql`true`)
    .where(and(eq(jobAlerts.paused, false), alertsMatching(jobId)))
    .orderBy(sql`${jobAlerts.frequency} = 'instant' desc`, asc(jobAlerts.created_at), asc(jobAlerts.id));
}
