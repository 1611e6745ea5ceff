import { describe, expect, it } from 'vitest';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

describe('GET /admin/overview', () => {
  const t = setUpTestApp();

  it('counts accounts, active businesses and the jobs the public board shows, for admins only', async () => {
    const db = t.app.db;
    const admin = await createTestUser(db, { phone: '+12075550401', is_admin: true });
    const worker = await createTestUser(db, { phone: '+12075550402' });
    const open = await insertBusiness(db, { name: 'Open Kitchen' });
    await insertBusiness(db, { name: 'Closed Kitchen', is_active: false });
    await insertJob(db, { business_id: open.id, title: 'Live' });
    await insertJob(db, { business_id: open.id, title: 'Also live' });
    await insertJob(db, { business_id: open.id, title: 'Pending', status: 'pending' });
    await insertJob(db, { business_id: open.id, title: 'Scheduled', posted_at: daysFromNow(3) });

    const url = '/api/v1/admin/overview';
    const res = await t.app.inject({ method: 'GET', url, headers: await authHeadersFor(t.app, admin) });
    expect(res.json()).toEqual({
      success: true,
      data: { total_users: 2, active_businesses: 1, live_jobs: 2 },
    });
    const refused = await t.app.inject({ method: 'GET', url, headers: await authHeadersFor(t.app, worker) });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
