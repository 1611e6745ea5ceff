import type { AlertFrequency } from '@perks/contract';
import { and, asc, isNull, or, type SQL, sql } from 'drizzle-orm';
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
  min_pay: sql`${jobAlerts.min_pay}`,
  languages: sql`${jobAlerts.languages}`,
};
const FILTER_KEYS = Object.keys(STORED_VALUES) as AlertFilterKey[];

/** The new job's side of a filter, as computed once in the statement's `job` row. */
const jobSide = (key: AlertFilterKey) => sql`${sql.identifier('job')}.${sql.identifier(key)}`;

interface MatchingAlert {
  id: string;
  user_id: string;
  name: string;
  frequency: AlertFrequency;
  channels: string[];
}

/**
 * The unpaused alerts a live job matches, instant ones first, then the oldest first.
 *
 * The job board's own predicates (FILTER_PREDICATES, the ones GET /jobs runs) with each alert's
 * stored value in place of a request's; a filter the alert does not use lets every job through.
 * The job's side of each predicate (`lower(title)`, `lower(location)`, ...) is computed once,
 * in a MATERIALIZED `job` row, and not again for each of the thousands of alert rows it is tested
 * against (decision 065). No row when the job is not live. The benchmark EXPLAINs this statement.
 */
export function matchingAlertsQuery(jobId: string): SQL {
  const jobValues = FILTER_KEYS.map((key) => sql`${FILTER_PREDICATES[key].job} as ${sql.identifier(key)}`);
  const filters = FILTER_KEYS.map(
    (key) => or(isNull(STORED_VALUES[key]), FILTER_PREDICATES[key].test(jobSide(key), STORED_VALUES[key]))!,
  );
  return sql`
    with job as materialized (
      select ${sql.join(jobValues, sql`, `)} from ${jobs} where ${and(sql`${jobs.id} = ${jobId}`, liveJob)}
    )
    select ${jobAlerts.id} as id, ${jobAlerts.user_id} as user_id, ${jobAlerts.name} as name,
      ${jobAlerts.frequency} as frequency, ${jobAlerts.channels} as channels
    from ${jobAlerts} cross join job
    where ${and(sql`${jobAlerts.paused} = false`, ...filters)}
    order by ${jobAlerts.frequency} = 'instant' desc, ${asc(jobAlerts.created_at)}, ${asc(jobAlerts.id)}`;
}

export async function findMatchingAlerts(db: Executor, jobId: string): Promise<MatchingAlert[]> {
  const result = (await db.execute(matchingAlertsQuery(jobId))) as unknown as { rows: MatchingAlert[] };
  return result.rows;
}
