import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const t = setUpTestApp();
let owner: Person;
let worker: Person;
let admin: Person;
const ids: Record<string, string> = {};

const get = (url: string, who: Person | null = null) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who?.auth });
const names = (res: Awaited<ReturnType<typeof get>>) =>
  (res.json().data as Array<{ name: string }>).map((b) => b.name);

beforeAll(async () => {
  const db = t.database.db;
  const add = async (name: string, values: Parameters<typeof insertBusiness>[1] = {}) => {
    ids[name] = (await insertBusiness(db, { name, ...values })).id;
  };
  await add('Salt Pier Kitchen', {
    employee_count: 24,
    city: 'portland',
    industry: 'food-beverage',
    business_type: 'restaurant',
  });
  await add('Tidewater Oyster Bar', {
    employee_count: 9,
    city: 'portland',
    industry: 'hospitality',
    business_type: 'bar',
  });
  await add('Exchange Street Espresso', {
    employee_count: 6,
    city: 'portland',
    industry: 'food-beverage',
    business_type: 'cafe',
  });
  await add('Knightville Diner', { employee_count: 60, city: 'south-portland', industry: 'food-beverage' });
  await add('Harbor 100% Pizza', { employee_count: null, city: 'westbrook' });
  await add('Closed Saloon', { status: 'archived', is_active: false, employee_count: 12 });

  const pier = ids['Salt Pier Kitchen']!;
  await insertJob(db, { business_id: pier, title: 'Live 1' });
  await insertJob(db, { business_id: pier, title: 'Live 2', expires_at: null });
  await insertJob(db, {
    business_id: pier,
    title: 'Scheduled',
    posted_at: daysFromNow(2),
    expires_at: daysFromNow(32),
  });
  await insertJob(db, {
    business_id: pier,
    title: 'Expired',
    posted_at: daysFromNow(-40),
    expires_at: daysFromNow(-10),
  });
  await insertJob(db, { business_id: pier, title: 'Pending', status: 'pending' });
  await insertJob(db, { business_id: ids['Knightville Diner']!, title: 'Live 3' });

  owner = await person(t.app, db, {
    memberships: [
      { businessId: ids['Tidewater Oyster Bar']!, role: 'owner' },
      { businessId: pier, role: 'manager' },
      { businessId: ids['Knightville Diner']!, role: 'employee' },
    ],
  });
  worker = await person(t.app, db);
  admin = await person(t.app, db, { admin: true });
});

describe('GET /user/businesses', () => {
  it('lists every membership in join order with the business and role', async () => {
    const res = await get('/user/businesses', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        business: {
          id: ids['Tidewater Oyster Bar'],
          name: 'Tidewater Oyster Bar',
          business_type: 'bar',
          is_active: true,
          address: '12 Fore St, Portland, ME 04101',
        },
        role: 'owner',
        join_order: 0,
      },
      expect.objectContaining({ role: 'manager', join_order: 1 }),
      expect.objectContaining({ role: 'employee', join_order: 2 }),
    ]);
  });

  it('is empty for a user without memberships and 401 for a visitor', async () => {
    expect((await get('/user/businesses', worker)).json().data).toEqual([]);
    expect((await get('/user/businesses')).statusCode).toBe(401);
  });
});

describe('GET /admin/businesses (business picker)', () => {
  it('finds businesses by a case-insensitive part of the name, every status included', async () => {
    const res = await get('/admin/businesses?search=SAL&limit=20', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, limit: 20, totalPages: 1 });
    expect(names(res)).toEqual(['Closed Saloon', 'Salt Pier Kitchen']);
    expect(res.json().data[0]).toMatchObject({
      id: ids['Closed Saloon'],
      name: 'Closed Saloon',
      business_type: 'restaurant',
      is_active: false,
      address: '12 Fore St, Portland, ME 04101',
    });
  });

  it('matches LIKE wildcards literally and returns 20 by default', async () => {
    expect(names(await get('/admin/businesses?search=100%25', admin))).toEqual(['Harbor 100% Pizza']);
    expect((await get('/admin/businesses', admin)).json().limit).toBe(20);
  });

  it('needs two characters, and an admin', async () => {
    const short = await get('/admin/businesses?search=s', admin);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('Search requires at least 2 characters');
    expect((await get('/admin/businesses?search=salt', owner)).statusCode).toBe(403);
    expect((await get('/admin/businesses?search=salt')).statusCode).toBe(401);
  });
});

describe('GET /businesses (directory)', () => {
  it('pages active businesses by name with a count of live jobs each', async () => {
    const res = await get('/businesses?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 5,
      page: 1,
      limit: 2,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    expect(names(res)).toEqual(['Exchange Street Espresso', 'Harbor 100% Pizza']);
    const page2 = await get('/businesses?limit=2&page=2');
    expect(names(page2)).toEqual(['Knightville Diner', 'Salt Pier Kitchen']);
    const counts = Object.fromEntries(
      (page2.json().data as Array<{ name: string; active_job_count: number }>).map((b) => [
        b.name,
        b.active_job_count,
      ]),
    );
    expect(counts).toEqual({ 'Knightville Diner': 1, 'Salt Pier Kitchen': 2 });
  });

  it('returns the directory fields', async () => {
    const [pier] = (await get('/businesses?search=pier')).json().data;
    expect(pier).toMatchObject({
      id: ids['Salt Pier Kitchen'],
      name: 'Salt Pier Kitchen',
      category: 'restaurant',
      employee_count: 24,
      active_job_count: 2,
      is_active: true,
      primary_color: '#0A84FF',
    });
    expect(typeof pier.created_at).toBe('string');
  });

  it('filters by name, team size, industry and city', async () => {
    expect(names(await get('/businesses?search=oYsTeR'))).toEqual(['Tidewater Oyster Bar']);
    expect(names(await get('/businesses?company_size_min=1&company_size_max=10'))).toEqual([
      'Exchange Street Espresso',
      'Tidewater Oyster Bar',
    ]);
    expect(names(await get('/businesses?company_size_min=51'))).toEqual(['Knightville Diner']);
    expect(names(await get('/businesses?industry=food-beverage&city=portland'))).toEqual([
      'Exchange Street Espresso',
      'Salt Pier Kitchen',
    ]);
  });

  it('sorts by team size (largest first, unknown last), and by date', async () => {
    expect(names(await get('/businesses?sort_by=employee_count'))).toEqual([
      'Knightville Diner',
      'Salt Pier Kitchen',
      'Tidewater Oyster Bar',
      'Exchange Street Espresso',
      'Harbor 100% Pizza',
    ]);
    expect(names(await get('/businesses?sort_by=employee_count&sort_order=asc'))[0]).toBe(
      'Exchange Street Espresso',
    );
    expect(names(await get('/businesses?sort_by=created_at&sort_order=asc'))[0]).toBe('Salt Pier Kitchen');
    expect((await get('/businesses?sort_by=updated_at')).statusCode).toBe(200);
  });

  it('shows inactive businesses to admins only', async () => {
    expect(names(await get('/businesses?search=saloon', worker))).toEqual([]);
    expect(names(await get('/businesses?search=saloon', admin))).toEqual(['Closed Saloon']);
    expect((await get('/businesses', admin)).json().total).toBe(6);
  });

  it('answers 400 for a bad query and ignores the client-side filters', async () => {
    expect((await get('/businesses?limit=101')).statusCode).toBe(400);
    expect((await get('/businesses?search=a')).statusCode).toBe(400);
    expect((await get('/businesses?sort_by=rating')).statusCode).toBe(400);
    expect((await get('/businesses?hiring_now=maybe')).statusCode).toBe(400);
    expect((await get('/businesses?favorites_only=true')).json().total).toBe(5);
  });

  it('keeps only businesses with a live job when hiring_now is set, across pages', async () => {
    const res = await get('/businesses?hiring_now=true&limit=1');
    expect(res.json()).toMatchObject({ total: 2, totalPages: 2 });
    expect(names(res)).toEqual(['Knightville Diner']);
    expect(names(await get('/businesses?hiring_now=true&limit=1&page=2'))).toEqual(['Salt Pier Kitchen']);
    expect(names(await get('/businesses?hiring_now=true&city=portland'))).toEqual(['Salt Pier Kitchen']);
    expect((await get('/businesses?hiring_now=false')).json().total).toBe(5);
  });

  it('sorts by name descending and by last update', async () => {
    expect(names(await get('/businesses?sort_order=desc'))[0]).toBe('Tidewater Oyster Bar');
    expect(names(await get('/businesses?sort_by=updated_at&sort_order=asc'))[0]).toBe('Salt Pier Kitchen');
  });

  it('pages past the end with the right totals', async () => {
    const res = await get('/businesses?limit=2&page=4');
    expect(res.json()).toMatchObject({ data: [], total: 5, page: 4, totalPages: 3 });
  });

  it('treats a stale token as a visitor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/businesses',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(5);
  });
});
