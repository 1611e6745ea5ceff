import {
  BUSINESS_STATUSES,
  BUSINESS_TYPES,
  EMPLOYMENT_TYPES,
  isJobLive,
  JOB_STATUSES,
  RECENT_BUSINESS_DAYS,
  RECENT_JOB_DAYS,
  type TAdminBusiness,
  type TBusinessStatistics,
  type TJob,
  type TJobStatistics,
} from '@perks/contract';

/** One page of a list as the admin screens hold it: its rows and the total over every page. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

const DAY_MS = 86_400_000;

/** How many rows have each key, every key present. */
function tally<K extends string, T>(keys: readonly K[], rows: T[], keyOf: (row: T) => K): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) counts[keyOf(row)] += 1;
  return counts;
}

const createdWithin = (days: number, now: Date) => (row: { created_at: string }) =>
  now.getTime() - new Date(row.created_at).getTime() <= days * DAY_MS;

/**
 * The job figures when the statistics call fails (spec 2, "Admin panel": 'Using page data (API
 * unavailable)'): the total is the list's own total; every other count is over the rows shown.
 */
export function jobFiguresFromPage(page: ListPage<TJob>, now: Date = new Date()): TJobStatistics {
  return {
    total: page.total,
    live: page.data.filter((job) => isJobLive(job, now)).length,
    by_status: tally(JOB_STATUSES, page.data, (job) => job.status),
    by_employment_type: tally(EMPLOYMENT_TYPES, page.data, (job) => job.employment_type),
    recently_created: page.data.filter(createdWithin(RECENT_JOB_DAYS, now)).length,
  };
}

/**
 * The business figures when the statistics call fails ('Failed to load business statistics'):
 * the list's total and counts over the rows shown. Memberships are not in the rows: null.
 */
export function businessFiguresFromPage(
  page: ListPage<TAdminBusiness>,
  now: Date = new Date(),
): Omit<
  TBusinessStatistics,
  'total_business_users' | 'businesses_with_users' | 'average_users_per_business'
> {
  return {
    total: page.total,
    by_status: tally(BUSINESS_STATUSES, page.data, (business) => business.status),
    by_type: tally(BUSINESS_TYPES, page.data, (business) => business.business_type),
    recently_created: page.data.filter(createdWithin(RECENT_BUSINESS_DAYS, now)).length,
    with_employees: page.data.filter((business) => (business.employee_count ?? 0) > 0).length,
    with_jobs: page.data.filter((business) => business.active_job_count > 0).length,
  };
}
