import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const t = setUpTestApp();
let owner: Person;
let manager: Person;
let employee: Person;
let admin: Person;

const managedJobs = (who: Person | null) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/managed-jobs', headers: who?.auth });
const titles = (res: Awaited<ReturnType<typeof managedJobs>>) =>
  (res.json().data as Array<{ title: string }>).map((job) => job.title);

beforeAll(async () => {
  const db = t.database.db;
  const pier = await insertBusiness(db, { name: 'Salt Pier Kitchen', address: '5 Custom House Wharf' });
  const tide = await insertBusiness(db, { name: 'Tidewater Oyster Bar' });
  const elsewhere = await insertBusiness(db, { name: 'Somebody Else Cafe' });
  owner = await person(t.app, db, {
    memberships: [
      { businessId: pier.id, role: 'owner' },
      { businessId: tide.id, role: 'owner' },
    ],
  });
  manager = await person(t.app, db, { memberships: [{ businessId: tide.id, role: 'manager' }] });
  employee = await person(t.app, db, { memberships: [{ businessId: pier.id, role: 'employee' }] });
  admin = await person(t.app, db, { admin: true });

  await insertJob(db, { business_id: pier.id, title: 'Live Server', posted_at: daysFromNow(-1) });
  await insertJob(db, {
    business_id: pier.id,
    title: 'Scheduled Host',
    posted_at: daysFromNow(3),
    expires_at: daysFromNow(33),
  });
  await insertJob(db, {
    business_id: tide.id,
    title: 'Expired Barback',
    posted_at: daysFromNow(-45),
    expires_at: daysFromNow(-15),
  });
  await insertJob(db, {
    business_id: tide.id,
    title: 'Pending Shucker',
    status: 'pending',
    posted_at: daysFromNow(-2),
  });
  await insertJob(db, {
    business_id: tide.id,
    title: 'Closed Cook',
    status: 'closed',
    posted_at: daysFromNow(-5),
  });
  await insertJob(db, { business_id: elsewhere.id, title: 'Not Yours', posted_at: daysFromNow(-1) });
});

describe('GET /user/managed-jobs', () => {
  it("lists every job of the owner's businesses, live or not, newest first, with the business", async () => {
    const res = await managedJobs(owner);
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual([
      'Scheduled Host',
      'Live Server',
      'Pending Shucker',
      'Closed Cook',
      'Expired Barback',
    ]);
    expect(res.json().data[0].business).toEqual({
      id: expect.any(String),
      name: 'Salt Pier Kitchen',
      address: '5 Custom House Wharf',
    });
  });

  it("gives a manager only the managed business's jobs", async () => {
    expect(titles(await managedJobs(manager))).toEqual(['Pending Shucker', 'Closed Cook', 'Expired Barback']);
  });

  it('gives employees and admins without memberships an empty list', async () => {
    expect(titles(await managedJobs(employee))).toEqual([]);
    expect(titles(await managedJobs(admin))).toEqual([]);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await managedJobs(null)).statusCode).toBe(401);
  });
});
