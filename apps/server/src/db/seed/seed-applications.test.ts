import { ZJobApplicants } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authHeadersFor } from '../../test/test-sessions.ts';
import { users } from '../schema/index.ts';
import { seedDemoData } from './index.ts';

// The demo applications (decision 054): the demo owner has applicants to review and the demo
// worker an application in progress.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { adminPhones: ['+12075550100'] });
});
afterAll(() => t?.close());

async function as(phone: string, url: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: await authHeadersFor(t.app, user!),
  });
  return answer.json().data;
}

describe('demo applications', () => {
  it('gives the demo owner two unread applicants and a third at Interview', async () => {
    const fresh = await as('+12075550101', '/user/new-applications');
    expect(fresh).toMatchObject({ count: 2, jobs: [{ job_title: 'Raw Bar Server', count: 2 }] });
    const applicants = ZJobApplicants.parse(
      await as('+12075550101', `/jobs/${fresh.jobs[0].job_id}/applications`),
    );
    expect(applicants.applicants.map((a) => a.status).sort()).toEqual(['interview', 'new', 'new']);
    const sam = applicants.applicants.find((a) => a.profile.first_name === 'Sam');
    expect(sam?.profile.verified_employers).toEqual(['Salt Pier Kitchen']);
  });

  it('shows the demo worker their application with its history', async () => {
    const [mine] = await as('+12075550103', '/user/applications');
    expect(mine).toMatchObject({ job_title: 'Raw Bar Server', status: 'interview', job_state: 'live' });
    expect(mine.history.map((step: { status: string }) => step.status)).toEqual(['new', 'interview']);
  });
});
