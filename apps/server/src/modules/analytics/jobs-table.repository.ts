import type { Period, TBusinessAnalytics } from '@perks/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { interviews, jobApplications, jobs } from '../../db/schema/index.ts';
import { countsAround, endOf, inSpan, startOf } from './business-analytics.repository.ts';
import { viewsPerPage } from './job-views.repository.ts';

/** The most jobs the table lists. */
export const MAX_JOBS = 100;

export type JobsTableRow = TBusinessAnalytics['jobs'][number];

/** An interview whose time was chosen, whatever came after (decision 090). */
const timeChosen = sql`${interviews.status} in ('scheduled', 'attended', 'no_show') or (${interviews.status} in ('cancelled', 'rescheduled', 'other_times') and ${interviews.starts_at} is not null)`;

/**
 * The analytics page's jobs (decision 066): each of the business's jobs still there with views or
 * applications in either period or interviews offered in the chosen one, most viewed first, then
 * most applied to, then by title; the first MAX_JOBS only. One statement: the three counts are
 * made per job id (views from the roll-ups and counters as job-views.repository.ts reads them,
 * applications from `job_applications_business_idx`, interviews from `interviews_business_idx`),
 * merged, and only then joined to the jobs' titles, ordered and cut, so a business with
 * thousands of jobs sends 100 rows, not every job with a view (decision 089's addendum).
 */
export async function jobsTable(
  db: Executor,
  businessId: string,
  { span, period, rolled }: { span: Period; period: Period; rolled: string | null },
): Promise<JobsTableRow[]> {
  const applied = countsAround(jobApplications.created_at, period.from);
  const result = await db.execute(sql`
    select ${jobs.id} as id, ${jobs.title} as title, m.views, m.previous_views, m.applications,
           m.previous_applications, m.interviews_offered, m.interviews_scheduled,
           m.interviews_attended, m.interviews_no_shows
      from (select id, sum(views)::int as views, sum(previous_views)::int as previous_views,
                   sum(applications)::int as applications,
                   sum(previous_applications)::int as previous_applications,
                   sum(offered)::int as interviews_offered, sum(scheduled)::int as interviews_scheduled,
                   sum(attended)::int as interviews_attended, sum(no_shows)::int as interviews_no_shows
              from (select page_id as id, current as views, previous as previous_views,
                           0 as applications, 0 as previous_applications,
                           0 as offered, 0 as scheduled, 0 as attended, 0 as no_shows
                      from (${viewsPerPage(businessId, span, period.from, rolled)}) as viewed
                    union all
                    select ${jobApplications.job_id}, 0, 0, ${applied.current}, ${applied.previous}, 0, 0, 0, 0
                      from ${jobApplications}
                     where ${jobApplications.business_id} = ${businessId}
                       and ${inSpan(jobApplications.created_at, span)}
                     group by ${jobApplications.job_id}
                    union all
                    select ${interviews.job_id}, 0, 0, 0, 0, count(*),
                           count(*) filter (where ${timeChosen}),
                           count(*) filter (where ${interviews.status} = 'attended'),
                           count(*) filter (where ${interviews.status} = 'no_show')
                      from ${interviews}
                     where ${interviews.business_id} = ${businessId}
                       and ${interviews.created_at} >= ${startOf(period.from)}
                       and ${interviews.created_at} < ${endOf(period.to)}
                     group by ${interviews.job_id}) as counts
             group by id) as m
      join ${jobs} on ${jobs.business_id} = ${businessId} and ${jobs.id} = m.id
     order by m.views desc, m.applications desc, ${jobs.title}, ${jobs.id}
     limit ${MAX_JOBS}`);
  return rowsOf<JobsTableRow>(result);
}
