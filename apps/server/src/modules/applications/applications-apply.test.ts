import { APPLICATION_MESSAGES, APPLICATIONS_PER_DAY, READINESS_MESSAGES } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeRosters, users, workExperiences } from '../../db/schema/index.ts';
import { applicantPerson, applyTo, businessWithJob } from '../../test/application-fixtures.ts';
import { callAs } from '../../test/call-as.ts';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Sending an application (decision 054): to a live job, once, with a profile that has a name.

const t = setUpTestApp();

describe('applying', () => {
  it('sends the profile as it is now, and later edits do not change it', async () => {
    const db = t.database.db;
    const { job } = await businessWithJob(db);
    const worker = await applicantPerson(t.app, db);
    await db.insert(workExperiences).values({
      user_id: worker.id,
      company_name: 'Harbor Fish Bar',
      position_title: 'Server',
      start_date: '2024-03-01',
      is_current: true,
    });
    const sent = await applyTo(t.app, worker, job.id, {
      note: 'I can start next week.',
      availability: ['friday', 'monday'],
      sms_updates: true,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      job_id: job.id,
      job_title: 'Line Cook',
      business_name: 'Salt Pier Kitchen',
      job_state: 'live',
      status: 'new',
      note: 'I can start next week.',
      availability: ['friday', 'monday'],
      sms_updates: true,
      decline_message: null,
    });
    expect(sent.json().data.history).toEqual([{ status: 'new', changed_at: expect.any(String) }]);

    await db.update(users).set({ first_name: 'Renamed' }).where(eq(users.id, worker.id));
    const owner = await person(t.app, db, { memberships: [{ businessId: job.business_id, role: 'owner' }] });
    const [applicant] = (await callAs(t.app, 'GET', `/jobs/${job.id}/applications`, owner)).json().data
      .applicants;
    expect(applicant.profile).toMatchObject({
      first_name: 'Ana',
      work_experience: [{ company_name: 'Harbor Fish Bar', position_title: 'Server', verified: false }],
      verified_employers: [],
    });
  });

  it("shares the staff lists the person names in their work history, as 'Verified'", async () => {
    const db = t.database.db;
    const { job } = await businessWithJob(db);
    const worker = await applicantPerson(t.app, db);
    const [account] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, worker.id));
    const phone = account!.phone;
    const named = await insertBusiness(db, { name: 'Harbor Fish Bar', is_active: true, status: 'active' });
    const unnamed = await insertBusiness(db, { name: 'Quiet Second Job', is_active: true, status: 'active' });
    await db.insert(employeeRosters).values([
      { business_id: named.id, phone },
      { business_id: unnamed.id, phone },
    ]);
    await db.insert(workExperiences).values({
      user_id: worker.id,
      company_name: 'harbor fish bar ',
      position_title: 'Server',
      start_date: '2024-03-01',
      is_current: true,
    });
    const owner = await person(t.app, db, { memberships: [{ businessId: job.business_id, role: 'owner' }] });
    await applyTo(t.app, worker, job.id);
    const [applicant] = (await callAs(t.app, 'GET', `/jobs/${job.id}/applications`, owner)).json().data
      .applicants;
    expect(applicant.profile.verified_employers).toEqual(['Harbor Fish Bar']);
    expect(applicant.profile.work_experience[0].verified).toBe(true);
  });

  it('answers a second tap 200 with the same application', async () => {
    const { job } = await businessWithJob(t.database.db);
    const worker = await applicantPerson(t.app, t.database.db);
    const first = await applyTo(t.app, worker, job.id);
    const second = await applyTo(t.app, worker, job.id, { note: 'again' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(second.json().data.note).toBeNull();
  });

  it('refuses a job that is not live with 409', async () => {
    const { business } = await businessWithJob(t.database.db);
    const worker = await applicantPerson(t.app, t.database.db);
    const closed = await insertJob(t.database.db, { business_id: business.id, status: 'closed' });
    const expired = await insertJob(t.database.db, { business_id: business.id, expires_at: daysFromNow(-1) });
    const pending = await insertJob(t.database.db, { business_id: business.id, status: 'pending' });
    for (const job of [closed, expired, pending]) {
      const answer = await applyTo(t.app, worker, job.id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe(APPLICATION_MESSAGES.notLive);
    }
  });

  it('refuses days the job has no shifts on with 400 naming availability', async () => {
    const { job } = await businessWithJob(t.database.db);
    const worker = await applicantPerson(t.app, t.database.db);
    const answer = await applyTo(t.app, worker, job.id, { availability: ['monday', 'sunday'] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      field: 'availability',
      message: APPLICATION_MESSAGES.availability,
    });
  });

  it('refuses a profile without a name with 422 naming what is missing', async () => {
    const { job } = await businessWithJob(t.database.db);
    const nameless = await person(t.app, t.database.db);
    const answer = await applyTo(t.app, nameless, job.id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toMatchObject({
      message: APPLICATION_MESSAGES.profileIncomplete,
      details: {
        missing: [
          { field: 'first_name', message: READINESS_MESSAGES.first_name },
          { field: 'last_name', message: READINESS_MESSAGES.last_name },
        ],
      },
    });
  });

  it(`takes ${APPLICATIONS_PER_DAY} applications a day and refuses the next with 429`, async () => {
    const { business } = await businessWithJob(t.database.db, 'Busy Dock');
    const worker = await applicantPerson(t.app, t.database.db);
    const jobs = [];
    for (let index = 0; index <= APPLICATIONS_PER_DAY; index += 1) {
      jobs.push(await insertJob(t.database.db, { business_id: business.id, title: `Shift ${index}` }));
    }
    for (const job of jobs.slice(0, APPLICATIONS_PER_DAY)) {
      expect((await applyTo(t.app, worker, job.id)).statusCode).toBe(201);
    }
    const over = await applyTo(t.app, worker, jobs[APPLICATIONS_PER_DAY]!.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(APPLICATION_MESSAGES.tooMany);
    // A repeated tap is not a new application: it still answers at the limit.
    expect((await applyTo(t.app, worker, jobs[0]!.id)).statusCode).toBe(200);
  });
});
