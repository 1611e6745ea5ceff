import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessMembers } from '../../db/schema/index.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { jobPayload } from '../../test/job-posting-fixtures.ts';
import { person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Decision 030: the signed-in user's answer says whether they own or manage a business, read from
// the memberships when the answer is made, so the screens offer posting to exactly those people.

const t = setUpTestApp();
let businessId: string;

beforeAll(async () => {
  businessId = (await insertBusiness(t.database.db, { name: 'Role Test Cafe' })).id;
});

const postJob = (auth: { authorization: string }, businessId: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/jobs', headers: auth, payload: jobPayload(businessId) });

const profileOf = async (auth: { authorization: string }) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.user as { manages_businesses: boolean; is_admin: boolean };
};

describe('manages_businesses on the signed-in user', () => {
  it.each([
    ['owner', true],
    ['manager', true],
    ['employee', false],
  ] as const)('is %s → %s for a membership of that role', async (role, expected) => {
    const someone = await person(t.app, t.database.db, { memberships: [{ businessId, role }] });
    expect((await profileOf(someone.auth)).manages_businesses).toBe(expected);
  });

  it('is false for a worker without memberships and for an admin who manages nothing', async () => {
    const worker = await person(t.app, t.database.db);
    const admin = await person(t.app, t.database.db, { admin: true });
    expect((await profileOf(worker.auth)).manages_businesses).toBe(false);
    expect(await profileOf(admin.auth)).toMatchObject({ manages_businesses: false, is_admin: true });
  });

  it('follows the memberships at once: gained, then lost, with the same sign-in', async () => {
    const someone = await person(t.app, t.database.db);
    expect((await profileOf(someone.auth)).manages_businesses).toBe(false);

    await t.database.db
      .insert(businessMembers)
      .values({ business_id: businessId, user_id: someone.id, role: 'manager' });
    expect((await profileOf(someone.auth)).manages_businesses).toBe(true);

    await t.database.db
      .delete(businessMembers)
      .where(and(eq(businessMembers.user_id, someone.id), eq(businessMembers.business_id, businessId)));
    expect((await profileOf(someone.auth)).manages_businesses).toBe(false);
  });

  it('is in the answer to a profile change too', async () => {
    const owner = await person(t.app, t.database.db, { memberships: [{ businessId, role: 'owner' }] });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: owner.auth,
      payload: { first_name: 'Olive', last_name: 'Owner' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.manages_businesses).toBe(true);
  });

  it('waits with a business an admin has not activated yet: no owner role, and its jobs only drafts', async () => {
    const pendingBusinessId = (await insertBusiness(t.database.db, { name: 'New Place', is_active: false }))
      .id;
    const founder = await person(t.app, t.database.db, {
      memberships: [{ businessId: pendingBusinessId, role: 'owner' }],
    });
    expect((await profileOf(founder.auth)).manages_businesses).toBe(false);

    // Decision 063: the founder's job waits as a draft, off the board, until the business is live.
    const post = await postJob(founder.auth, pendingBusinessId);
    expect(post.statusCode).toBe(201);
    expect(post.json().data.status).toBe('pending');

    const admin = await person(t.app, t.database.db, { admin: true });
    const byAdmin = await postJob(admin.auth, pendingBusinessId);
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().data.status).toBe('approved');

    await t.database.db
      .update(businesses)
      .set({ is_active: true })
      .where(eq(businesses.id, pendingBusinessId));
    expect((await profileOf(founder.auth)).manages_businesses).toBe(true);
    const afterActivation = await postJob(founder.auth, pendingBusinessId);
    expect(afterActivation.statusCode).toBe(201);
    expect(afterActivation.json().data.status).toBe('approved');
  });
});
