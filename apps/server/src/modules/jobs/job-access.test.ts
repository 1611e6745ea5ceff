import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessMembers } from '../../db/schema/business-members.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

describe('GET /jobs/{id} for a job that is not live', () => {
  const t = setUpTestApp();
  let pendingId: string;
  let scheduledId: string;
  let manager: UserRow;
  const headers: Record<string, { authorization: string }> = {};

  beforeAll(async () => {
    const db = t.app.db;
    const business = await insertBusiness(db);
    const other = await insertBusiness(db, { name: 'Harbor Fish Bar' });
    pendingId = (await insertJob(db, { business_id: business.id, title: 'Pending', status: 'pending' })).id;
    scheduledId = (
      await insertJob(db, { business_id: business.id, title: 'Later', posted_at: daysFromNow(2) })
    ).id;

    const owner = await createTestUser(db, { phone: '+12075550111' });
    manager = await createTestUser(db, { phone: '+12075550112' });
    const employee = await createTestUser(db, { phone: '+12075550113' });
    const otherOwner = await createTestUser(db, { phone: '+12075550114' });
    const admin = await createTestUser(db, { phone: '+12075550115', is_admin: true });
    const worker = await createTestUser(db, { phone: '+12075550116' });
    await db.insert(businessMembers).values([
      { business_id: business.id, user_id: owner.id, role: 'owner' },
      { business_id: business.id, user_id: manager.id, role: 'manager' },
      { business_id: business.id, user_id: employee.id, role: 'employee' },
      { business_id: other.id, user_id: otherOwner.id, role: 'owner' },
    ]);
    for (const [name, user] of Object.entries({ owner, manager, employee, otherOwner, admin, worker })) {
      headers[name] = await authHeadersFor(t.app, user);
    }
  });

  const get = (id: string, who?: string | { authorization: string }) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${id}`,
      headers: typeof who === 'string' ? headers[who] : (who ?? {}),
    });

  it.each(['owner', 'manager', 'admin'])('is shown to the business %s', async (who) => {
    for (const id of [pendingId, scheduledId]) {
      const res = await get(id, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(id);
    }
  });

  it.each(['employee', 'otherOwner', 'worker'])('is 404 for a signed-in %s', async (who) => {
    expect((await get(pendingId, who)).statusCode).toBe(404);
  });

  it('is 404 for anonymous visitors and for a bad token', async () => {
    expect((await get(pendingId)).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${scheduledId}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is 404 once the manager has logged out, though the access token has not expired', async () => {
    const loggedOut = await authHeadersFor(t.app, manager);
    expect((await get(pendingId, loggedOut)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: loggedOut });
    expect(logout.statusCode).toBe(200);
    expect((await get(pendingId, loggedOut)).statusCode).toBe(404);
  });

  it('is 404 for the admin of a disabled account', async () => {
    const disabledAdmin = await createTestUser(t.app.db, { phone: '+12075550117', is_admin: true });
    const token = await authHeadersFor(t.app, disabledAdmin);
    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, disabledAdmin.id));
    expect((await get(pendingId, token)).statusCode).toBe(404);
  });

  it('never lists it, not even for its managers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: headers.owner });
    expect(res.json().total).toBe(0);
  });
});
