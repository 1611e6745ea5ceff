import { APPLICATION_MESSAGES } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, jobs } from '../../db/schema/index.ts';
import { applicantPerson, applyTo, businessWithJob } from '../../test/application-fixtures.ts';
import { callAs } from '../../test/call-as.ts';
import { insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// What the employer's job table and dashboard count (decision 054), and what the applicant keeps
// when the job or its business is deleted.

const t = setUpTestApp();

const get = async (who: Person, url: string) => (await callAs(t.app, 'GET', url, who)).json().data;
const countsOf = async (who: Person, jobId: string) => {
  const row = (await get(who, '/user/managed-jobs')).find((job: { id: string }) => job.id === jobId);
  return [row.application_count, row.unread_application_count];
};

describe('counts in the job table and the dashboard', () => {
  it("counts a job's applications; an owner's visit reads them, an admin's does not", async () => {
    const db = t.database.db;
    const { business, job } = await businessWithJob(db);
    const quiet = await insertJob(db, { business_id: business.id, title: 'Dishwasher' });
    const owner = await person(t.app, db, { memberships: [{ businessId: business.id, role: 'owner' }] });
    const admin = await person(t.app, db, { admin: true });
    const [ana, ben, cy] = [
      await applicantPerson(t.app, db),
      await applicantPerson(t.app, db),
      await applicantPerson(t.app, db),
    ];
    for (const worker of [ana, ben]) await applyTo(t.app, worker, job.id);

    expect(await countsOf(owner, job.id)).toEqual([2, 2]);
    expect(await countsOf(owner, quiet.id)).toEqual([0, 0]);
    expect(await get(owner, '/user/new-applications')).toEqual({
      count: 2,
      jobs: [{ job_id: job.id, job_title: 'Line Cook', business_name: 'Salt Pier Kitchen', count: 2 }],
    });
    // Admins see their own businesses on the dashboard, not the whole platform's.
    expect(await get(admin, '/user/new-applications')).toEqual({ count: 0, jobs: [] });

    const byAdmin = await get(admin, `/jobs/${job.id}/applications`);
    expect(byAdmin.applicants.map((a: { is_unread: boolean }) => a.is_unread)).toEqual([true, true]);
    expect(await countsOf(owner, job.id)).toEqual([2, 2]);

    const byOwner = await get(owner, `/jobs/${job.id}/applications`);
    expect(byOwner.applicants.map((a: { is_unread: boolean }) => a.is_unread)).toEqual([true, true]);
    expect(await countsOf(owner, job.id)).toEqual([2, 0]);

    await applyTo(t.app, cy, job.id);
    expect(await countsOf(owner, job.id)).toEqual([3, 1]);
    expect((await get(owner, '/user/new-applications')).count).toBe(1);
  });
});

describe('deleting the job or the business', () => {
  it("keeps the application readable to the applicant as 'Job removed'", async () => {
    const db = t.database.db;
    const { business, job } = await businessWithJob(db, 'Gone Tomorrow Grill');
    const worker = await applicantPerson(t.app, db);
    await applyTo(t.app, worker, job.id);
    await db.delete(jobs).where(eq(jobs.id, job.id));
    const [removed] = await get(worker, '/user/applications');
    expect(removed).toMatchObject({
      job_id: null,
      job_title: 'Line Cook',
      business_name: 'Gone Tomorrow Grill',
      job_state: 'removed',
      status: 'new',
    });
    expect(APPLICATION_MESSAGES.jobRemoved).toBe('Job removed');

    await db.delete(businesses).where(eq(businesses.id, business.id));
    const [orphan] = await get(worker, '/user/applications');
    expect(orphan).toMatchObject({
      business_id: null,
      business_name: 'Gone Tomorrow Grill',
      job_state: 'removed',
    });
  });

  it('tells the applicant when the job closed or expired', async () => {
    const db = t.database.db;
    const { job } = await businessWithJob(db);
    const worker = await applicantPerson(t.app, db);
    await applyTo(t.app, worker, job.id);
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id));
    expect((await get(worker, `/jobs/${job.id}/my-application`)).job_state).toBe('closed');
    await db
      .update(jobs)
      .set({ status: 'approved', expires_at: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    expect((await get(worker, `/jobs/${job.id}/my-application`)).job_state).toBe('expired');
  });
});
