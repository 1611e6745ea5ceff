import { BUSINESS_LIMITS } from '@perks/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../../test/signed-in-person.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const t = setUpTestApp();
let worker: Person;
let admin: Person;

const post = (body: unknown, who: Person | null) =>
  t.app.inject({ method: 'POST', url: '/api/v1/businesses', headers: who?.auth, payload: body as object });
const get = (url: string, who: Person | null = null) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who?.auth });

beforeAll(async () => {
  worker = await person(t.app, t.database.db);
  admin = await person(t.app, t.database.db, { admin: true });
});

describe('POST /businesses', () => {
  it('makes the creator its owner and starts it inactive, off the public directory', async () => {
    const res = await post(
      { name: '  Back Cove Bistro ', description: 'Small plates', address: '1 Baxter Blvd' },
      worker,
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Back Cove Bistro',
      description: 'Small plates',
      address: '1 Baxter Blvd',
      business_type: 'restaurant',
      status: 'inactive',
      is_active: false,
    });
    const memberships = (await get('/user/businesses', worker)).json().data;
    expect(memberships).toEqual([
      expect.objectContaining({ role: 'owner', business: expect.objectContaining({ id: created.id }) }),
    ]);
    // Its owner and admins see it; the public directory and page do not.
    expect((await get(`/businesses/${created.id}`, worker)).statusCode).toBe(200);
    expect((await get(`/businesses/${created.id}`)).statusCode).toBe(404);
    expect((await get('/businesses?search=back cove')).json().total).toBe(0);
    expect((await get('/businesses?search=back cove', admin)).json().total).toBe(1);
  });

  it("starts an admin's business active", async () => {
    const res = await post({ name: 'Admin Cafe', category: 'cafe' }, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'active', is_active: true, business_type: 'cafe' });
    expect((await get('/businesses?search=admin cafe')).json().total).toBe(1);
  });

  it('needs a sign-in and a name, and names the bad field', async () => {
    expect((await post({ name: 'Anonymous' }, null)).statusCode).toBe(401);
    const blank = await post({ name: '   ' }, worker);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({ field: 'name', message: 'name: Business name is required' });
    const long = await post({ name: 'x'.repeat(101) }, worker);
    expect(long.json().error.message).toBe('name: Business name too long');
    const category = await post({ name: 'Spot', category: 'casino' }, worker);
    expect(category.json().error).toMatchObject({
      field: 'category',
      message: 'category: Invalid business category',
    });
    const unknown = await post({ name: 'Spot', status: 'active' }, worker);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('Unknown field: status');
    const wrongType = await post({ name: 42 }, worker);
    expect(wrongType.json().error.field).toBe('name');
  });

  it('refuses a fourth business waiting for review (429)', async () => {
    const someone = await person(t.app, t.database.db);
    for (const name of ['One', 'Two', 'Three']) expect((await post({ name }, someone)).statusCode).toBe(201);
    const fourth = await post({ name: 'Four' }, someone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toContain('waiting for review');
  });

  it('keeps the limit when ten are sent at once: exactly three wait for review (decision 050)', async () => {
    const someone = await person(t.app, t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => post({ name: `Spot ${index}` }, someone)),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({
      201: BUSINESS_LIMITS.pendingPerOwner,
      429: 10 - BUSINESS_LIMITS.pendingPerOwner,
    });
  });
});
