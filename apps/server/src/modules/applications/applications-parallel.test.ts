import { APPLICATIONS_PER_DAY } from '@perks/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplicationSteps, jobApplications } from '../../db/schema/index.ts';
import { applicantPerson, applyTo, businessWithJob } from '../../test/application-fixtures.ts';
import { insertJob } from '../../test/job-fixtures.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 054 with 050: one application per job and the daily budget hold when taps arrive at
// once. Only PostgreSQL (TEST_DATABASE_URL) runs requests side by side on several connections;
// PGlite takes one statement at a time, so there these prove nothing and are skipped.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe.skipIf(!process.env.TEST_DATABASE_URL)('applications sent at once', () => {
  it('makes one application of ten parallel taps: one 201, nine 200 with the same id', async () => {
    const { job } = await businessWithJob(t.database.db);
    const worker = await applicantPerson(t.app, t.database.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => applyTo(t.app, worker, job.id)));
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 200: 9, 201: 1 });
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const [steps] = await t.database.db
      .select({ n: count() })
      .from(jobApplicationSteps)
      .where(eq(jobApplicationSteps.application_id, answers[0]!.json().data.id));
    expect(steps?.n).toBe(1);
  });

  it(`creates exactly ${APPLICATIONS_PER_DAY} of ${APPLICATIONS_PER_DAY + 1} parallel applications to different jobs`, async () => {
    const { business } = await businessWithJob(t.database.db, 'Burst Bistro');
    const worker = await applicantPerson(t.app, t.database.db);
    const jobIds: string[] = [];
    for (let index = 0; index <= APPLICATIONS_PER_DAY; index += 1) {
      jobIds.push((await insertJob(t.database.db, { business_id: business.id, title: `Shift ${index}` })).id);
    }
    const answers = await Promise.all(jobIds.map((jobId) => applyTo(t.app, worker, jobId)));
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 201: APPLICATIONS_PER_DAY, 429: 1 });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.user_id, worker.id));
    expect(stored?.n).toBe(APPLICATIONS_PER_DAY);
  });

  it('creates exactly the room left when ten parallel applications meet the limit', async () => {
    const { business, job } = await businessWithJob(t.database.db, 'Edge Oyster Bar');
    const worker = await applicantPerson(t.app, t.database.db);
    const sent = Array.from({ length: APPLICATIONS_PER_DAY - 2 }, () => ({
      job_id: job.id,
      user_id: worker.id,
      business_id: business.id,
      job_title: 'Line Cook',
      business_name: 'Edge Oyster Bar',
      profile: {
        first_name: 'Ana',
        last_name: 'Silva',
        member_since: new Date().toISOString(),
        verified_employers: [],
        work_experience: [],
      },
    }));
    // Earlier applications to jobs since deleted (job_id null) still count against the day.
    await t.database.db.insert(jobApplications).values(sent.map((row) => ({ ...row, job_id: null })));
    const jobIds: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      jobIds.push((await insertJob(t.database.db, { business_id: business.id, title: `Edge ${index}` })).id);
    }
    const answers = await Promise.all(jobIds.map((jobId) => applyTo(t.app, worker, jobId)));
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 201: 2, 429: 8 });
  });
});
