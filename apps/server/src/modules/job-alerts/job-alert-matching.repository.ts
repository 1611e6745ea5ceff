import type { AlertFrequency } from '@perks/contract';
import { and, asc, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
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

/** A new job's side of a filter, as computed once in the statement's `job` rows. */
const jobSide = (key: AlertFilterKey) => sql`${sql.identifier('job')}.${sql.identifier(key)}`;

/** An unpaused alert and one of the new jobs it matches. */
interface AlertMatch {
  id: string;
  user_id: string;
  name: string;
  frequency: AlertFrequency;
  channels: string[];
  job_id: string;
}

/** Jobs one match statement takes at most (the sweep's batch): one queue run's work stays bounded. */
export const MATCH_BATCH_MAX = 500;

/**
 * Every (unpaused alert, job) pair among the given newly live jobs, in one statement: instant
 * alerts first, then the oldest alert first (the order in which a person's searches claim a job).
 *
 * The job board's own predicates (FILTER_PREDICATES, the ones GET /jobs runs) with each alert's
 * stored value in place of a request's; a filter the alert does not use lets every job through.
 * The jobs' side of each predicate (`lower(title)`, `lower(location)`, ...) is computed once per
 * job, in MATERIALIZED `job` rows, and not again for each of the thousands of alert rows it is
 * tested against (decision 065); a batch of jobs is one pass of the alerts per job, in one
 * statement, rather than a statement (and a queue run) per job. Jobs no longer live give no rows.
 * The benchmark EXPLAINs this statement.
 */
export function matchingAlertsQuery(jobIds: readonly string[]): SQL {
  if (jobIds.length === 0 || jobIds.length > MATCH_BATCH_MAX) {
    throw new Error(`match 1 to ${MATCH_BATCH_MAX} jobs at a time, not ${jobIds.length}`);
  }
  const jobValues = FILTER_KEYS.map((key) => sql`${FILTER_PREDICATES[key].job} as ${sql.identifier(key)}`);
  const filters = FILTER_KEYS.map(
    (key) => or(isNull(STORED_VALUES[key]), FILTER_PREDICATES[key].test(jobSide(key), STORED_VALUES[key]))!,
  );
  const jobId = sql`${sql.identifier('job')}.${sql.identifier('job_id')}`;
  return sql`
    with job as materialized (
      select ${jobs.id} as job_id, ${sql.join(jobValues, sql`, `)} from ${jobs}
      where ${and(inArray(jobs.id, [...jobIds]), liveJob)}
    )
    select ${jobAlerts.id} as id, ${jobAlerts.user_id} as user_id, ${jobAlerts.name} as name,
      ${jobAlerts.frequency} as frequency, ${jobAlerts.channels} as channels, ${jobId} as job_id
    from ${jobAlerts} cross join job
    where ${and(sql`${jobAlerts.paused} = false`, ...filters)}
    order by ${jobAlerts.frequency} = 'instant' desc, ${asc(jobAlerts.created_at)}, ${asc(jobAlerts.id)}, ${jobId}`;
}

export async function findMatchingAlerts(db: Executor, jobIds: readonly string[]): Promise<AlertMatch[]> {
  const result = (await db.execute(matchingAlertsQuery(jobIds))) as unknown as { rows: AlertMatch[] };
  return result.rows;
}
