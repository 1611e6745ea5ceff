import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessMembers, leads, users } from '../../db/schema/index.ts';
import { apiCaller, auditTrailFor } from '../../test/admin-test-kit.ts';
import { type AuthTestApp, createAuthTestApp, signIn } from '../../test/auth-test-kit.ts';
import { daysFromNow, insertBusiness } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';

describe('leads inbox', () => {
  let t: AuthTestApp;
  let admin: Person;
  let worker: Person;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createAuthTestApp();
    const db = t.app.db;
    const add = async (
      key: string,
      values: Partial<typeof leads.$inferInsert> & { email: string; business: string },
    ) => {
      const [row] = await db.insert(leads).values(values).returning();
      ids[key] = row!.id;
    };
    await add('old', { email: 'old@example.com', business: 'Old Port Tavern', created_at: daysFromNow(-3) });
    await add('mid', {
      email: 'sam@saltpier.example',
      business: 'Salt Pier Kitchen',
      created_at: daysFromNow(-2),
      is_owner_gm: true,
    });
    await add('new', {
      email: 'jo@bayside.example',
      business: 'Bayside Bakery',
      created_at: daysFromNow(-1),
      is_owner_gm: true,
    });
    ids.existing = (await insertBusiness(db, { name: 'Salt Pier Kitchen' })).id;
    admin = await person(t.app, db, { admin: true });
    worker = await person(t.app, db);
  });
  afterAll(() => t.close());

  const call = apiCaller(() => t.app);
  const emails = async (query = '') =>
    (await call('GET', `/leads${query}`, admin)).json().data.map((lead: { email: string }) => lead.email);

  it('is for admins only', async () => {
    for (const [method, url, body] of [
      ['GET', '/leads', undefined],
      ['GET', `/leads/${ids.mid}/matches?phone=2075550161`, undefined],
      ['PATCH', `/leads/${ids.old}/status`, { status: 'dismissed' }],
      ['POST', `/leads/${ids.new}/convert`, { phone: '+12075550161' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, worker, body)).statusCode).toBe(403);
    }
    expect((await t.app.db.select().from(leads).where(eq(leads.id, ids.old!)))[0]?.status).toBe('new');
  });

  it('lists leads newest first, searched by e-mail or workplace and filtered by status', async () => {
    const res = await call('GET', '/leads', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(res.json().data[0]).toMatchObject({
      email: 'jo@bayside.example',
      status: 'new',
      converted_business_id: null,
    });
    expect(await emails()).toEqual(['jo@bayside.example', 'sam@saltpier.example', 'old@example.com']);
    expect(await emails('?search=SALT')).toEqual(['sam@saltpier.example']);
    expect(await emails('?search=tavern')).toEqual(['old@example.com']);
    expect((await call('GET', '/leads?status=pending', admin)).json().error.field).toBe('status');
  });

  it('offers the existing businesses that match the workplace by name or the owner by phone, both first', async () => {
    const db = t.app.db;
    const [lead] = await db
      .insert(leads)
      .values({ email: 'kim@dockside.example', business: 'the dockside tap!', is_owner_gm: true })
      .returning();
    const same = await insertBusiness(db, {
      name: 'The Dockside Tap',
      phone: '+12075550188',
      address: '12 Commercial St',
    });
    const samePhone = await insertBusiness(db, { name: 'Dockside Tap Room', phone: '+12075550199' });
    const sameName = await insertBusiness(db, { name: 'Dockside Tap', phone: '+12075550177' });
    await insertBusiness(db, { name: 'Dockside Tavern', phone: '+12075550166' });
    const matches = async (query = '') => {
      const response = await call('GET', `/leads/${lead!.id}/matches${query}`, admin);
      expect(response.statusCode).toBe(200);
      return response.json().data.map((m: { id: string; matched_by: string[] }) => [m.id, m.matched_by]);
    };
    // By name alone before the admin has the phone: case, punctuation and a leading 'The' aside.
    expect(await matches()).toEqual([
      [sameName.id, ['name']],
      [same.id, ['name']],
    ]);
    // The phone as typed on the form: both reasons first, then the rest by name.
    expect(await matches('?phone=(207) 555-0188')).toEqual([
      [same.id, ['name', 'phone']],
      [sameName.id, ['name']],
    ]);
    expect(await matches(`?phone=${encodeURIComponent('+1 207 555 0199')}`)).toEqual([
      [sameName.id, ['name']],
      [samePhone.id, ['phone']],
      [same.id, ['name']],
    ]);
    // A phone that is no number matches nothing by phone; an unknown lead is 404.
    expect(await matches('?phone=call%20me')).toHaveLength(2);
    const missing = await call('GET', '/leads/7a2b3c4d-5e6f-4a70-8b81-92a3b4c5d6e7/matches', admin);
    expect(missing.statusCode).toBe(404);
    const tooLong = await call('GET', `/leads/${lead!.id}/matches?phone=${'1'.repeat(40)}`, admin);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.field).toBe('phone');
  });

  it('changes a status, audited', async () => {
    const res = await call('PATCH', `/leads/${ids.old}/status`, admin, { status: 'dismissed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('dismissed');
    expect(await emails('?status=dismissed')).toEqual(['old@example.com']);
    const audit = await auditTrailFor(t.app.db, ids.old!);
    expect(audit.map((row) => [row.action, row.changes])).toEqual([
      ['lead.status', { status: { from: 'new', to: 'dismissed' } }],
    ]);
    expect((await call('PATCH', `/leads/${ids.old}/status`, admin, { status: 'lost' })).statusCode).toBe(400);
  });

  it('converts a lead into a new business with the person as its owner, whose first sign-in finds it', async () => {
    const res = await call('POST', `/leads/${ids.new}/convert`, admin, { phone: '(207) 555-0161' });
    expect(res.statusCode).toBe(200);
    const { lead, business_id } = res.json().data;
    expect(lead).toMatchObject({ status: 'converted', converted_business_id: business_id });
    const [business] = await t.app.db.select().from(businesses).where(eq(businesses.id, business_id));
    expect(business).toMatchObject({ name: 'Bayside Bakery', status: 'active', is_active: true });
    const [account] = await t.app.db.select().from(users).where(eq(users.phone, '+12075550161'));
    const [membership] = await t.app.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.business_id, business_id));
    expect(membership).toMatchObject({ user_id: account!.id, role: 'owner' });
    expect(business?.owner_id).toBe(account!.id);

    // Their first sign-in lands them as the owner: same account, the business in their list.
    const signedIn = await signIn(t, '+12075550161');
    expect(signedIn.userId).toBe(account!.id);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/businesses',
      headers: signedIn.auth,
    });
    expect(mine.json().data).toEqual([
      expect.objectContaining({ role: 'owner', business: expect.objectContaining({ id: business_id }) }),
    ]);
    expect((await auditTrailFor(t.app.db, ids.new!)).map((row) => row.action)).toEqual(['lead.convert']);
    expect((await auditTrailFor(t.app.db, business_id)).map((row) => row.action)).toEqual([
      'business.create',
      'business.member_add',
    ]);

    const again = await call('POST', `/leads/${ids.new}/convert`, admin, { phone: '(207) 555-0161' });
    expect(again.statusCode).toBe(409);
  });

  it('converts into an existing business, and leaves everything as it was when a step fails', async () => {
    const missing = await call('POST', `/leads/${ids.mid}/convert`, admin, {
      phone: '+12075550162',
      business_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.field).toBe('business_id');
    const badPhone = await call('POST', `/leads/${ids.mid}/convert`, admin, {
      phone: '12345678901234567890',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(
      await t.app.db.select().from(businesses).where(eq(businesses.name, 'Salt Pier Kitchen')),
    ).toHaveLength(1);
    expect((await t.app.db.select().from(leads).where(eq(leads.id, ids.mid!)))[0]?.status).toBe('new');

    const res = await call('POST', `/leads/${ids.mid}/convert`, admin, {
      phone: '+12075550162',
      business_id: ids.existing,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.business_id).toBe(ids.existing);
    const members = (await call('GET', `/admin/businesses/${ids.existing}`, admin)).json().data.members;
    expect(members).toEqual([expect.objectContaining({ phone: '+12075550162', role: 'owner' })]);
  });
});
