import { beforeAll, describe, expect, it } from 'vitest';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const t = setUpTestApp();
let openId: string;
let pendingId: string;
let archivedId: string;
let owner: Person;
let employee: Person;
let stranger: Person;
let admin: Person;

const get = (id: string, who: Person | null = null) =>
  t.app.inject({ method: 'GET', url: `/api/v1/businesses/${id}`, headers: who?.auth });

beforeAll(async () => {
  const db = t.database.db;
  openId = (
    await insertBusiness(db, {
      name: 'Salt Pier Kitchen',
      instagram_url: 'https://www.instagram.com/p/abc123/',
      website_url: 'https://saltpier.example',
      employee_count: 24,
    })
  ).id;
  pendingId = (await insertBusiness(db, { name: 'New Spot', status: 'inactive', is_active: false })).id;
  archivedId = (await insertBusiness(db, { name: 'Old Spot', status: 'archived', is_active: false })).id;
  await insertJob(db, {
    business_id: openId,
    is_tipped_role: true,
    tip_structure: 'pooled',
    base_hourly_pay: 15,
    estimated_tips_hourly: 10,
    weekly_hours: 30,
  });
  await insertJob(db, {
    business_id: openId,
    is_tipped_role: true,
    tip_structure: 'individual',
    base_hourly_pay: 16,
    estimated_tips_hourly: 6,
    weekly_hours: 20,
  });
  await insertJob(db, { business_id: openId, base_hourly_pay: 20, weekly_hours: null });
  // Neither counts: not live.
  await insertJob(db, { business_id: openId, status: 'pending', base_hourly_pay: 99 });
  owner = await person(t.app, db, { memberships: [{ businessId: pendingId, role: 'owner' }] });
  employee = await person(t.app, db, { memberships: [{ businessId: pendingId, role: 'employee' }] });
  stranger = await person(t.app, db);
  admin = await person(t.app, db, { admin: true });
});

describe('GET /businesses/{id}', () => {
  it('answers an active business to anyone, with the page fields', async () => {
    const res = await get(openId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: openId,
      name: 'Salt Pier Kitchen',
      status: 'active',
      instagram_url: 'https://www.instagram.com/p/abc123/',
      website_url: 'https://saltpier.example',
      employee_count: 24,
    });
  });

  it('sums up its live jobs in its signals', async () => {
    expect((await get(openId)).json().data.signals).toEqual({
      live_job_count: 3,
      tipped_job_count: 2,
      pooled_tip_job_count: 1,
      individual_tip_job_count: 1,
      average_base_hourly_pay: 17,
      average_tips_hourly: 8,
      average_weekly_hours: 25,
    });
    expect((await get(pendingId, admin)).json().data.signals).toMatchObject({
      live_job_count: 0,
      average_base_hourly_pay: null,
    });
  });

  it('hides inactive and archived businesses from visitors and strangers, shows them to owners and admins', async () => {
    for (const id of [pendingId, archivedId]) {
      expect((await get(id)).statusCode).toBe(404);
      expect((await get(id, stranger)).statusCode).toBe(404);
      expect((await get(id, admin)).statusCode).toBe(200);
    }
    expect((await get(pendingId, employee)).statusCode).toBe(404);
    expect((await get(pendingId, owner)).json().data.status).toBe('inactive');
    expect((await get(archivedId, owner)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Business not found');
    const bad = await get('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('id');
  });
});
