import { beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, pageViews } from '../../db/schema/index.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-sessions.ts';
import { type JobsTableRow, jobsTable, MAX_JOBS } from './jobs-table.repository.ts';

const PERIOD = { from: '2026-03-01', to: '2026-03-07' };
const SPAN = { from: '2026-02-22', to: '2026-03-07' };
const JOBS = 110;

/**
 * The analytics page's jobs table is ordered and cut inside the database (jobs-table.repository.ts):
 * 110 jobs whose views and applications tie in every way the order has to break, against the
 * same order worked out here from what was inserted.
 */
describe("the analytics page's jobs table", () => {
  const t = setUpTestApp();
  const expected: JobsTableRow[] = [];
  let businessId: string;

  beforeAll(async () => {
    const db = t.app.db;
    businessId = (await insertBusiness(db, { name: 'Busy Harbor' })).id;
    const people = [];
    for (let n = 0; n < 3; n++) people.push((await createTestUser(db, { phone: `+1207555090${n}` })).id);
    const views = [];
    const applications = [];
    for (let n = 0; n < JOBS; n++) {
      // Titles out of insertion order; views 0-6, some only before the period; 0-2 applications.
      const title = `Job ${String((n * 37) % JOBS).padStart(3, '0')}`;
      const job = await insertJob(db, { business_id: businessId, title });
      const current = n % 7;
      const previous = n % 5 === 0 ? 2 : 0;
      const applied = n % 3;
      if (current)
        views.push({
          business_id: businessId,
          kind: 'job' as const,
          page_id: job.id,
          day: '2026-03-02',
          views: current,
        });
      if (previous)
        views.push({
          business_id: businessId,
          kind: 'job' as const,
          page_id: job.id,
          day: '2026-02-25',
          views: previous,
        });
      for (let a = 0; a < applied; a++) {
        applications.push({
          job_id: job.id,
          user_id: people[a]!,
          business_id: businessId,
          job_title: title,
          business_name: 'Busy Harbor',
          profile: {
            first_name: 'A',
            last_name: 'B',
            member_since: '2026-01-01',
            verified_employers: [],
            work_experience: [],
          },
          created_at: new Date('2026-03-03T15:00:00Z'),
        });
      }
      if (current || previous || applied) {
        expected.push({
          id: job.id,
          title,
          views: current,
          previous_views: previous,
          applications: applied,
          previous_applications: 0,
          interviews_offered: 0,
          interviews_scheduled: 0,
          interviews_attended: 0,
          interviews_no_shows: 0,
        });
      }
    }
    await db.insert(pageViews).values(views);
    await db.insert(jobApplications).values(applications);
    expected.sort(
      (a, b) => b.views - a.views || b.applications - a.applications || (a.title < b.title ? -1 : 1),
    );
  });

  it('lists the first 100 jobs, most viewed, then most applied to, then by title', async () => {
    const rows = await jobsTable(t.app.db, businessId, {
      span: SPAN,
      period: PERIOD,
      reach: { rolled: null, pageDays: null },
    });
    expect(expected.length).toBeGreaterThan(MAX_JOBS);
    expect(rows).toEqual(expected.slice(0, MAX_JOBS));
  });

  it('keeps a job with views only before the period, or only applications', async () => {
    const rows = await jobsTable(t.app.db, businessId, {
      span: SPAN,
      period: PERIOD,
      reach: { rolled: null, pageDays: null },
    });
    expect(rows.some((row) => row.views === 0 && row.previous_views === 2)).toBe(true);
    expect(rows.some((row) => row.views === 0 && row.applications > 0)).toBe(true);
  });
});
