import type { Period, TBusinessAnalytics } from '@perks/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { interviews, jobApplications, jobs } from '../../db/schema/index.ts';
import { countsAround, endOf, inSpan, startOf } from './business-analytics.repository.ts';
import { viewsPerPage } from './job-views.repository.ts';
import type { RollUpReach } from './page-view-rollup.repository.ts';

/** The most jobs the table lists. */
export const MAX_JOBS = 100;

export type JobsTableRow = TBusinessAnalytics['jobs'][number];

/** An interview whose time was chosen, whatever came after (decision 090). */
const timeChosen = sql`${interviews.status} in ('scheduled', 'attended', 'no_show') or (${interviews.status} in ('cancelled', 'rescheduled', 'other_times') and ${interviews.starts_at} is not null)`;

/**
 * The analytics page's jobs (decision 066): each of the business's jobs still there with views or
 * applications in either period or interviews offered in the chosen one, most viewed first, then
 * most applied to, then by title; the first MAX_JOBS only. One statement: the business's jobs, read
 * in one range of `jobs_business_titles_idx`, each joined to its views (from the roll-ups and
 * counters as job-views.repository.ts reads them), its applications (`job_applications_business_idx`)
 * and its interviews (`interviews_business_idx`), each counted per job first; then ordered and cut,
 * so a business with thousands of jobs sends 100 rows, not every job with a view (decision 089's
 * addenda).
 */
export async function jobsTable(
  db: Executor,
  businessId: string,
  { span, period, reach }: { span: Period; period: Period; reach: RollUpReach },
): Promise<JobsTableRow[]> {
  const applied = countsAround(jobApplications.created_at, period.from);
  const result = await db.execute(sql`
    select ${jobs.id} as id, ${jobs.title} as title,
           coalesce(v.current, 0) as views, coalesce(v.previous, 0) as previous_views,
           coalesce(a.current, 0) as applications, coalesce(a.previous, 0) as previous_applications,
           coalesce(i.offered, 0) as interviews_offered, coalesce(i.scheduled, 0) as interviews_scheduled,
           coalesce(i.attended, 0) as interviews_attended, coalesce(i.no_shows, 0) as interviews_no_shows
      from ${jobs}
      left join (${viewsPerPage(businessId, span, period.from, reach)}) as v on v.page_id = ${jobs.id}
      left join (select ${jobApplications.job_id} as job_id, ${applied.current} as current,
                        ${applied.previous} as previous
                   from ${jobApplications}
                  where ${jobApplications.business_id} = ${businessId}
                    and ${inSpan(jobApplications.created_at, span)}
                  group by ${jobApplications.job_id}) as a on a.job_id = ${jobs.id}
      left join (select ${interviews.job_id} as job_id, count(*)::int as offered,
                        (count(*) filter (where ${timeChosen}))::int as scheduled,
                        (count(*) filter (where ${interviews.status} = 'attended'))::int as attended,
                        (count(*) filter (where ${interviews.status} = 'no_show'))::int as no_shows
                   from ${interviews}
                  where ${interviews.business_id} = ${businessId}
                    and ${interviews.created_at} >= ${startOf(period.from)}
                    and ${interviews.created_at} < ${endOf(period.to)}
                  group by ${interviews.job_id}) as i on i.job_id = ${jobs.id}
     where ${jobs.business_id} = ${businessId}
       and (v.page_id is not null or a.job_id is not null or i.job_id is not null)
     order by views desc, applications desc, ${jobs.title}, ${jobs.id}
     limit ${MAX_JOBS}`);
  return rowsOf<JobsTableRow>(result);
}
