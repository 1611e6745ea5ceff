import { beforeAll, describe, expect, it } from 'vitest';
import { applicantPerson, applyTo, businessWithJob } from '../../test/application-fixtures.ts';
import { callAs } from '../../test/call-as.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Who may do what with an application (decision 054): the applicant, another worker, the job's
// owner, a manager of another business, an admin and a visitor.

const t = setUpTestApp();
let worker: Person;
let otherWorker: Person;
let owner: Person;
let otherManager: Person;
let admin: Person;
let jobId: string;
let applicationId: string;

beforeAll(async () => {
  const db = t.database.db;
  const { business, job } = await businessWithJob(db);
  const other = await businessWithJob(db, 'Harbor Fish Bar');
  jobId = job.id;
  worker = await applicantPerson(t.app, db);
  otherWorker = await applicantPerson(t.app, db);
  owner = await person(t.app, db, { memberships: [{ businessId: business.id, role: 'owner' }] });
  otherManager = await person(t.app, db, {
    memberships: [{ businessId: other.business.id, role: 'manager' }],
  });
  admin = await person(t.app, db, { admin: true });
  const applied = await applyTo(t.app, worker, jobId, { availability: ['monday'] });
  expect(applied.statusCode).toBe(201);
  applicationId = applied.json().data.id;
});

const status = async (who: Person | null, method: 'GET' | 'POST', url: string, body?: object) =>
  (await callAs(t.app, method, url, who, body)).statusCode;

describe('the authorization matrix', () => {
  it('lets only a signed-in person apply', async () => {
    expect((await applyTo(t.app, null, jobId)).statusCode).toBe(401);
  });

  it('shows an application to its applicant only; to anyone else it does not exist', async () => {
    const mine = await callAs(t.app, 'GET', `/jobs/${jobId}/my-application`, worker);
    expect(mine.json().data.id).toBe(applicationId);
    const theirs = await callAs(t.app, 'GET', `/jobs/${jobId}/my-application`, otherWorker);
    expect(theirs.json().data).toBeNull();
    expect(await status(null, 'GET', `/jobs/${jobId}/my-application`)).toBe(401);
    expect(await status(null, 'GET', '/user/applications')).toBe(401);
    for (const who of [otherWorker, owner, admin]) {
      expect(await status(who, 'POST', `/applications/${applicationId}/withdraw`)).toBe(404);
    }
  });

  it("opens the job's applicants to its owner and admins, not to other people", async () => {
    expect(await status(owner, 'GET', `/jobs/${jobId}/applications`)).toBe(200);
    expect(await status(admin, 'GET', `/jobs/${jobId}/applications`)).toBe(200);
    expect(await status(worker, 'GET', `/jobs/${jobId}/applications`)).toBe(403);
    expect(await status(otherWorker, 'GET', `/jobs/${jobId}/applications`)).toBe(403);
    expect(await status(otherManager, 'GET', `/jobs/${jobId}/applications`)).toBe(403);
    expect(await status(null, 'GET', `/jobs/${jobId}/applications`)).toBe(401);
  });

  it('lets the owner and admins move an applicant; to anyone else the application does not exist', async () => {
    const move = { status: 'reviewed' };
    for (const who of [worker, otherWorker, otherManager]) {
      expect(await status(who, 'POST', `/applications/${applicationId}/status`, move)).toBe(404);
    }
    expect(await status(null, 'POST', `/applications/${applicationId}/status`, move)).toBe(401);
    expect(await status(owner, 'POST', `/applications/${applicationId}/status`, move)).toBe(200);
    expect(
      await status(admin, 'POST', `/applications/${applicationId}/status`, { status: 'interview' }),
    ).toBe(200);
  });

  it('answers 404 for a job or an application that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await applyTo(t.app, worker, missing)).statusCode).toBe(404);
    expect(await status(worker, 'GET', `/jobs/${missing}/my-application`)).toBe(404);
    expect(await status(owner, 'GET', `/jobs/${missing}/applications`)).toBe(404);
    expect(await status(owner, 'POST', `/applications/${missing}/status`, { status: 'reviewed' })).toBe(404);
    expect(await status(worker, 'POST', `/applications/${missing}/withdraw`)).toBe(404);
  });
});
