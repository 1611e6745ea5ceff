import { type AlertFrequency, METERS_PER_MILE } from '@perks/contract';
import { and, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses, jobAlertDeliveries, jobAlertMatches, jobAlerts, jobs } from '../../db/schema/index.ts';
import { FILTER_PREDICATES, type JobFilterValues, liveJob } from '../jobs/index.ts';

// Alerts keep the board's filters but a business and required certificates (decision 097).
type AlertFilterKey = Exclude<keyof JobFilterValues, 'business_id' | 'certificates'>;

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

/**
 * An alert's place, as the job board lists a search near it (decision 099): no place lets every
 * job through; with one, a job whose business is within the radius (the straight line through the
 * earth against gc_to_sec, as nearby-jobs-query.ts compares it) or has no point at all, since the
 * list shows those too. The job's point is its business's, read once per job in `job`.
 */
const jobGeo = sql`${sql.identifier('job')}.${sql.identifier('geo')}`;
const withinPlace = sql`(${jobAlerts.geo} is null or ${jobGeo} is null
  or (${jobGeo} <-> ${jobAlerts.geo}) <= gc_to_sec(${jobAlerts.radius_miles} * ${sql.raw(String(METERS_PER_MILE))}::float8))`;

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
 * Every (unpaused alert, job) pair among the given newly live jobs, in one statement.
 *
 * The job board's own predicates (FILTER_PREDICATES, the ones GET /jobs runs) with each alert's
 * stored value in place of a request's; a filter the alert does not use lets every job through.
 * The jobs' side of each predicate (`lower(title)`, `lower(location)`, ...) is computed once per
 * job, in MATERIALIZED `job` rows, and not again for each of the thousands of alert rows it is
 * tested against (decision 065); a batch of jobs is one pass of the alerts per job, in one
 * statement, rather than a statement (and a queue run) per job. Jobs no longer live give no rows.
 * An alert with a place also needs the job's business near it (withinPlace), its point read in
 * `job` too.
 */
function matchedPairs(jobIds: readonly string[]): SQL {
  if (jobIds.length === 0 || jobIds.length > MATCH_BATCH_MAX) {
    throw new Error(`match 1 to ${MATCH_BATCH_MAX} jobs at a time, not ${jobIds.length}`);
  }
  const jobValues = FILTER_KEYS.map((key) => sql`${FILTER_PREDICATES[key].job} as ${sql.identifier(key)}`);
  const filters = FILTER_KEYS.map(
    (key) => or(isNull(STORED_VALUES[key]), FILTER_PREDICATES[key].test(jobSide(key), STORED_VALUES[key]))!,
  );
  return sql`
    with job as materialized (
      select ${jobs.id} as job_id, ${sql.join(jobValues, sql`, `)}, ${businesses.geo} as geo
      from ${jobs} join ${businesses} on ${businesses.id} = ${jobs.business_id}
      where ${and(inArray(jobs.id, [...jobIds]), liveJob)}
    )
    select ${jobAlerts.id} as id, ${jobAlerts.user_id} as user_id, ${jobAlerts.name} as name,
      ${jobAlerts.frequency} as frequency, ${jobAlerts.channels} as channels,
      ${jobAlerts.created_at} as created_at, ${sql.identifier('job')}.${sql.identifier('job_id')} as job_id
    from ${jobAlerts} cross join job
    where ${and(sql`${jobAlerts.paused} = false`, ...filters, withinPlace)}`;
}

const matched = sql.identifier('matched');

/**
 * The pairs (matchedPairs), instant alerts first, then the oldest alert first. For tests, which
 * compare it with GET /jobs, and the benchmark, which EXPLAINs it; delivery reads the two below.
 */
export function matchingAlertsQuery(jobIds: readonly string[]): SQL {
  return sql`select id, user_id, name, frequency, channels, job_id from (${matchedPairs(jobIds)}) as ${matched}
    order by frequency = 'instant' desc, created_at, id, job_id`;
}

export async function findMatchingAlerts(db: Executor, jobIds: readonly string[]): Promise<AlertMatch[]> {
  const result = (await db.execute(matchingAlertsQuery(jobIds))) as unknown as { rows: AlertMatch[] };
  return result.rows;
}

/**
 * Acts on every pair of the jobs and the alerts they match, in one statement that matches once:
 * keeps each job for the digest of every daily alert it matches, and claims (person, job) for the
 * instant ones, the person's oldest matching search holding the claim (the once-per-person rule).
 * A pair kept or claimed before (another search's claim, or an earlier attempt of this batch) is
 * left as it is. Nothing goes back to the server: a burst is hundreds of thousands of pairs.
 */
export async function keepAndClaimMatches(tx: Executor, jobIds: readonly string[]): Promise<void> {
  const pairs = sql.identifier('pairs');
  await tx.execute(sql`
    with ${pairs} as materialized (${matchedPairs(jobIds)}),
    kept as (
      insert into ${jobAlertMatches} (alert_id, job_id)
      select id, job_id from ${pairs} where frequency = 'daily'
      on conflict do nothing
    )
    insert into ${jobAlertDeliveries} (user_id, job_id, alert_id)
    select distinct on (user_id, job_id) user_id, job_id, id from ${pairs} where frequency = 'instant'
    order by user_id, job_id, created_at, id
    on conflict do nothing`);
}
