import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeRosters, users } from '../../db/schema/index.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Decision 063: an owner or manager is a member of their own live business without putting their
// own phone on its staff list; a business still waiting for review vouches for nobody.

const t = setUpTestApp();

const membershipOf = async (who: Person) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/membership', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { status: string; memberships: { business_name: string; role_title: string }[] };
};

describe('membership of the businesses a person runs', () => {
  it('makes the owner and a manager of a live business verified members there', async () => {
    const business = await insertBusiness(t.database.db, { name: 'Owner Run Bar' });
    const owner = await person(t.app, t.database.db, {
      memberships: [{ businessId: business.id, role: 'owner' }],
    });
    const manager = await person(t.app, t.database.db, {
      memberships: [{ businessId: business.id, role: 'manager' }],
    });
    expect(await membershipOf(owner)).toMatchObject({
      status: 'verified',
      memberships: [{ business_name: 'Owner Run Bar', role_title: 'Owner' }],
    });
    expect((await membershipOf(manager)).memberships).toEqual([
      expect.objectContaining({ business_name: 'Owner Run Bar', role_title: 'Manager' }),
    ]);
  });

  it('lists a business once when the owner is on its staff list too, with the list title', async () => {
    const business = await insertBusiness(t.database.db, { name: 'Listed Owner Cafe' });
    const owner = await person(t.app, t.database.db, {
      memberships: [{ businessId: business.id, role: 'owner' }],
    });
    const [account] = await t.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, owner.id));
    await t.database.db.insert(employeeRosters).values({
      business_id: business.id,
      phone: account!.phone,
      first_name: 'Olive',
      position: 'Chef-owner',
    });
    expect((await membershipOf(owner)).memberships).toEqual([
      expect.objectContaining({ business_name: 'Listed Owner Cafe', role_title: 'Chef-owner' }),
    ]);
  });

  it('leaves an employee membership and a business waiting for review out', async () => {
    const live = await insertBusiness(t.database.db, { name: 'Staff Only Diner' });
    const waiting = await insertBusiness(t.database.db, {
      name: 'Not Yet Approved',
      is_active: false,
      status: 'inactive',
    });
    const someone = await person(t.app, t.database.db, {
      memberships: [
        { businessId: live.id, role: 'employee' },
        { businessId: waiting.id, role: 'owner' },
      ],
    });
    expect(await membershipOf(someone)).toMatchObject({ status: 'pending', memberships: [] });
  });
});
