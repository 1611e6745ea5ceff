import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessMembers, jobs, users } from '../../db/schema/index.ts';
import { apiCaller, auditTrailFor } from '../../test/admin-test-kit.ts';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { addBusinessMember, createBusinessAsAdmin } from './index.ts';

describe('admin business management', () => {
  const t = setUpTestApp();
  let admin: Person;
  let owner: Person;
  let worker: Person;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.app.db;
    const add = async (name: string, values: Parameters<typeof insertBusiness>[1] = {}) => {
      ids[name] = (await insertBusiness(db, { name, ...values })).id;
    };
    await add('Salt Pier Kitchen', { business_type: 'restaurant', employee_count: 24 });
    await add('Tidewater Oyster Bar', { business_type: 'bar', employee_count: 0 });
    await add('Exchange Street Espresso', { business_type: 'cafe', employee_count: 6 });
    await add('Waiting Room Cafe', { business_type: 'cafe', status: 'inactive', is_active: false });
    await add('Closed Saloon', {
      business_type: 'bar',
      status: 'archived',
      is_active: false,
      created_at: daysFromNow(-90),
    });
    await insertJob(db, { business_id: ids['Salt Pier Kitchen']!, title: 'Line Cook' });
    await insertJob(db, { business_id: ids['Salt Pier Kitchen']!, title: 'Host', status: 'pending' });
    await insertJob(db, { business_id: ids['Tidewater Oyster Bar']!, title: 'Shucker' });
    admin = await person(t.app, db, { admin: true });
    owner = await person(t.app, db, {
      memberships: [{ businessId: ids['Salt Pier Kitchen']!, role: 'owner' }],
    });
    worker = await person(t.app, db);
  });

  const call = apiCaller(() => t.app);
  const auditFor = (entityId: string) => auditTrailFor(t.app.db, entityId);
  const names = async (query: string) =>
    (await call('GET', `/admin/businesses?${query}`, admin)).json().data.map((b: { name: string }) => b.name);

  it('is 401 for visitors and 403 for workers and owners on every route, with nothing changed', async () => {
    const id = ids['Salt Pier Kitchen']!;
    const routes: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/admin/businesses'],
      ['GET', '/admin/businesses/statistics'],
      ['GET', `/admin/businesses/${id}`],
      ['POST', '/admin/businesses', { name: 'Sneaky' }],
      ['PUT', `/admin/businesses/${id}`, { name: 'Taken Over' }],
      ['DELETE', `/admin/businesses/${id}`],
      ['POST', `/admin/businesses/${id}/members`, { phone: '+12075550199', role: 'owner' }],
      ['DELETE', `/admin/businesses/${id}/members/${owner.id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [worker, owner]) {
        expect((await call(method, url, who, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, id));
    expect(row?.name).toBe('Salt Pier Kitchen');
    expect(
      await t.app.db.select().from(businessMembers).where(eq(businessMembers.business_id, id)),
    ).toHaveLength(1);
  });

  it('lists the business waiting for review first, then every other A to Z, and filters by name, status and type', async () => {
    const res = await call('GET', '/admin/businesses', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 5, page: 1, limit: 20, totalPages: 1 });
    expect(res.json().data.map((b: { name: string }) => b.name)).toEqual([
      'Waiting Room Cafe',
      'Closed Saloon',
      'Exchange Street Espresso',
      'Salt Pier Kitchen',
      'Tidewater Oyster Bar',
    ]);
    const pier = res.json().data[3];
    expect(pier).toMatchObject({ active_job_count: 1, owner: null, primary_color: '#0A84FF' });
    expect(await names('search=CAFE')).toEqual(['Waiting Room Cafe']);
    expect(await names('status=inactive')).toEqual(['Waiting Room Cafe']);
    expect(await names('type=bar')).toEqual(['Closed Saloon', 'Tidewater Oyster Bar']);
    expect(await names('type=cafe&status=active')).toEqual(['Exchange Street Espresso']);
    expect(await names('status=&type=&search=')).toHaveLength(5);
    const paged = (await call('GET', '/admin/businesses?limit=2&page=3', admin)).json();
    expect(paged).toMatchObject({ total: 5, page: 3, totalPages: 3 });
    expect(paged.data).toHaveLength(1);
  });

  it('refuses bad filters with a 400 that names the field', async () => {
    for (const [query, field] of [
      ['status=closed', 'status'],
      ['type=castle', 'type'],
      ['search=a', 'search'],
      ['search=a%00b', 'search'],
      ['limit=101', 'limit'],
    ]) {
      const res = await call('GET', `/admin/businesses?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field, query).toBe(field);
    }
  });

  it('counts the seeded businesses: by status and type, recent, with staff, with live jobs, members', async () => {
    const res = await call('GET', '/admin/businesses/statistics', admin);
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;
    expect(stats).toMatchObject({
      total: 5,
      by_status: { active: 3, inactive: 1, archived: 1 },
      recently_created: 4,
      with_employees: 2,
      with_jobs: 2,
      total_business_users: 1,
      businesses_with_users: 1,
      average_users_per_business: 0.2,
    });
    expect(stats.by_type).toMatchObject({ restaurant: 1, bar: 2, cafe: 2, hotel: 0 });
  });

  it('creates a business with the defaults, trims the name, drops empty fields and audits it', async () => {
    const res = await call('POST', '/admin/businesses', admin, {
      name: '  Bayside Bakery  ',
      business_type: 'cafe',
      website_url: '',
      instagram_url: '',
      primary_color: '',
      max_visits_per_day: 2,
      time_between_visits_minutes: '90',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Bayside Bakery',
      business_type: 'cafe',
      status: 'active',
      is_active: true,
      primary_color: '#0A84FF',
      website_url: null,
      instagram_url: null,
      max_visits_per_day: 2,
      time_between_visits_minutes: 90,
      members: [],
    });
    expect((await call('GET', `/businesses/${created.id}`)).statusCode).toBe(200);
    const audit = await auditFor(created.id);
    expect(audit.map((row) => row.action)).toEqual(['business.create']);
    expect(audit[0]?.changes.name).toEqual({ from: null, to: 'Bayside Bakery' });
    expect(audit[0]?.actor_id).toBe(admin.id);
  });

  it('refuses bad input with the form messages, naming the field, and saves nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Business name is required'],
      [{}, 'name', 'Business name is required'],
      [{ name: 'x'.repeat(101) }, 'name', 'Business name too long'],
      [
        { name: 'Ok', primary_color: 'blue' },
        'primary_color',
        'Primary color must be a valid hex (e.g., #0A84FF)',
      ],
      [
        { name: 'Ok', primary_color: '#12345' },
        'primary_color',
        'Primary color must be a valid hex (e.g., #0A84FF)',
      ],
      [{ name: 'Ok', website_url: 'javascript:alert(1)' }, 'website_url', 'Must be a valid http(s) address'],
      [{ name: 'Ok', status: 'open' }, 'status', ''],
      [
        { name: 'Ok', max_visits_per_day: -1 },
        'max_visits_per_day',
        'Max visits per day must be a whole number from 0 to 100',
      ],
      [{ name: 'Ok', time_between_visits_minutes: 1.5 }, 'time_between_visits_minutes', ''],
      [{ name: 'Ok', logo_url: 'https://evil.example/pixel.png' }, '', 'Unknown field: logo_url'],
      [{ name: 'Bad\u0000Name' }, 'name', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/admin/businesses', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(res.json().error.field, JSON.stringify(payload)).toBe(field);
      if (message) expect(res.json().error.message, JSON.stringify(payload)).toContain(message);
    }
    const wrongType = await call('POST', '/admin/businesses', admin, { name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(await names('search=ok')).toEqual([]);
  });

  it('activates a business a member added by a status change, and audits what changed', async () => {
    const id = ids['Waiting Room Cafe']!;
    expect((await call('GET', `/businesses/${id}`)).statusCode).toBe(404);
    const current = (await call('GET', `/admin/businesses/${id}`, admin)).json().data;
    const res = await call('PUT', `/admin/businesses/${id}`, admin, {
      name: current.name,
      business_type: current.business_type,
      address: current.address,
      status: 'active',
      primary_color: '#abc',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', is_active: true, primary_color: '#abc' });
    expect((await call('GET', `/businesses/${id}`)).statusCode).toBe(200);
    const audit = await auditFor(id);
    expect(audit.map((row) => [row.action, row.changes])).toEqual([
      [
        'business.update',
        {
          status: { from: 'inactive', to: 'active' },
          is_active: { from: false, to: true },
          primary_color: { from: '#0A84FF', to: '#abc' },
        },
      ],
    ]);
    const missing = await call('PUT', '/admin/businesses/00000000-0000-4000-8000-000000000000', admin, {
      name: 'Nobody',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('makes a person an owner or manager by phone, even before their first sign-in, and removes them', async () => {
    const id = ids['Exchange Street Espresso']!;
    const added = await call('POST', `/admin/businesses/${id}/members`, admin, {
      phone: '(207) 555-0142',
      role: 'owner',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toEqual([
      {
        user_id: expect.any(String),
        phone: '+12075550142',
        first_name: null,
        last_name: null,
        role: 'owner',
      },
    ]);
    const newOwner = added.json().data[0].user_id as string;
    const detail = (await call('GET', `/admin/businesses/${id}`, admin)).json().data;
    expect(detail).toMatchObject({ owner_id: newOwner, owner: { phone: '+12075550142' } });

    const manager = await call('POST', `/admin/businesses/${id}/members`, admin, {
      phone: '+12075550143',
      role: 'manager',
    });
    expect(manager.json().data.map((m: { role: string }) => m.role)).toEqual(['owner', 'manager']);

    // The sign-in keeps the account made here, so the person lands as the owner.
    const [account] = await t.app.db.select().from(users).where(eq(users.phone, '+12075550142'));
    expect(account?.id).toBe(newOwner);

    const bad = await call('POST', `/admin/businesses/${id}/members`, admin, { phone: '123', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('phone');
    const badRole = await call('POST', `/admin/businesses/${id}/members`, admin, {
      phone: '+12075550144',
      role: 'employee',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.message).toContain('role must be owner or manager');

    const removed = await call('DELETE', `/admin/businesses/${id}/members/${newOwner}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((m: { phone: string }) => m.phone)).toEqual(['+12075550143']);
    const after = (await call('GET', `/admin/businesses/${id}`, admin)).json().data;
    expect(after.owner_id).toBeNull();
    expect((await call('DELETE', `/admin/businesses/${id}/members/${newOwner}`, admin)).statusCode).toBe(404);

    const audit = await auditFor(id);
    expect(audit.map((row) => row.action)).toEqual([
      'business.member_add',
      'business.member_add',
      'business.member_remove',
    ]);
    expect(audit[0]?.changes.role).toEqual({ from: null, to: 'owner' });
  });

  it('deletes a business with its jobs and memberships, audited, and answers 404 the second time', async () => {
    const id = ids['Salt Pier Kitchen']!;
    const res = await call('DELETE', `/admin/businesses/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(jobs).where(eq(jobs.business_id, id))).toEqual([]);
    expect(await t.app.db.select().from(businessMembers).where(eq(businessMembers.business_id, id))).toEqual(
      [],
    );
    expect((await auditFor(id)).map((row) => row.action)).toEqual(['business.delete']);
    expect((await call('DELETE', `/admin/businesses/${id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/admin/businesses/${id}`, admin)).statusCode).toBe(404);
  });

  it('lets another feature add a business and its owner inside its own transaction, undone with it', async () => {
    const db = t.app.db;
    const values = {
      name: 'Rolled Back Diner',
      business_type: 'restaurant',
      status: 'active',
      primary_color: '#0A84FF',
    } as const;
    await expect(
      db.transaction(async (tx) => {
        const id = await createBusinessAsAdmin(tx, admin, values);
        await addBusinessMember(tx, admin, id, { phone: '+12075550177', role: 'owner' });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(await names('search=rolled')).toEqual([]);
    expect(await db.select().from(users).where(eq(users.phone, '+12075550177'))).toEqual([]);

    const id = await db.transaction(async (tx) => {
      const created = await createBusinessAsAdmin(tx, admin, { ...values, name: 'Kept Diner' });
      await addBusinessMember(tx, admin, created, { phone: '+12075550177', role: 'owner' });
      return created;
    });
    const kept = (await call('GET', `/admin/businesses/${id}`, admin)).json().data;
    expect(kept).toMatchObject({ name: 'Kept Diner', owner: { phone: '+12075550177' } });
    expect((await auditFor(id)).map((row) => row.action)).toEqual(['business.create', 'business.member_add']);
  });
});
