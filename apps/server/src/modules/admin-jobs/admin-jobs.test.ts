import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { apiCaller, auditTrailFor } from '../../test/admin-test-kit.ts';
import { daysFromNow, insertJob } from '../../test/job-fixtures.ts';
import { jobPayload, saveJobForm } from '../../test/job-posting-fixtures.ts';
import { type Person, person, twoBusinessesWithPeople } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

describe('admin job management', () => {
  const t = setUpTestApp();
  let admin: Person;
  let owner: Person;
  let manager: Person;
  let worker: Person;
  let businessId: string;
  let otherBusinessId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.app.db;
    ({ businessId, otherBusinessId, admin, owner, worker } = await twoBusinessesWithPeople(t.app, db));
    manager = await person(t.app, db, { memberships: [{ businessId, role: 'manager' }] });
    const add = async (name: string, values: Parameters<typeof insertJob>[1]) => {
      ids[name] = (await insertJob(db, values)).id;
    };
    await add('cook', { business_id: businessId, title: 'Line Cook', company: 'Salt Pier Kitchen' });
    await add('pending', {
      business_id: otherBusinessId,
      title: 'Oyster Shucker',
      company: 'Harbor Fish Bar',
      status: 'pending',
      employment_type: 'part-time',
    });
    await add('closed', {
      business_id: otherBusinessId,
      title: 'Bar Back',
      company: 'Harbor Fish Bar',
      status: 'closed',
      employment_type: 'contract',
    });
    await add('old', {
      business_id: businessId,
      title: 'Dishwasher',
      company: 'Salt Pier Kitchen',
      // Inside the 30-day window of recent jobs, outside a week.
      created_at: daysFromNow(-20),
      posted_at: daysFromNow(-20),
      expires_at: daysFromNow(-1),
    });
  });

  const call = apiCaller(() => t.app);
  const auditFor = (entityId: string) => auditTrailFor(t.app.db, entityId);

  it('is 401 for visitors and 403 for workers, owners and managers on every route, with nothing changed', async () => {
    const routes: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/admin/jobs'],
      ['GET', '/admin/jobs/statistics'],
      ['GET', `/admin/jobs/${ids.cook}`],
      ['POST', '/admin/jobs', jobPayload(businessId)],
      ['PUT', `/admin/jobs/${ids.cook}`, jobPayload(businessId, { title: 'Taken Over' })],
      ['PATCH', `/admin/jobs/${ids.pending}/status`, { status: 'approved' }],
      ['DELETE', `/admin/jobs/${ids.cook}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [worker, owner, manager]) {
        expect((await call(method, url, who, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const [cook] = await t.app.db.select().from(jobs).where(eq(jobs.id, ids.cook!));
    expect(cook?.title).toBe('Line Cook');
    const [pending] = await t.app.db.select().from(jobs).where(eq(jobs.id, ids.pending!));
    expect(pending?.status).toBe('pending');
  });

  it('lists every job in any state, newest first, and filters by search, business, type and status', async () => {
    const all = await call('GET', '/admin/jobs', admin);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ total: 4, page: 1, limit: 20, totalPages: 1 });
    expect(body.data.map((job: { title: string }) => job.title)).toEqual([
      'Bar Back',
      'Oyster Shucker',
      'Line Cook',
      'Dishwasher',
    ]);
    const titles = async (query: string) =>
      (await call('GET', `/admin/jobs?${query}`, admin))
        .json()
        .data.map((job: { title: string }) => job.title);
    expect(await titles('search=OYSTER')).toEqual(['Oyster Shucker']);
    expect(await titles('search=salt%20pier')).toEqual(['Line Cook', 'Dishwasher']);
    expect(await titles('business_name=harbor')).toEqual(['Bar Back', 'Oyster Shucker']);
    expect(await titles('employment_type=contract')).toEqual(['Bar Back']);
    expect(await titles('status=pending')).toEqual(['Oyster Shucker']);
    expect(await titles('search=%25')).toEqual([]);
    const paged = (await call('GET', '/admin/jobs?limit=3&page=2', admin)).json();
    expect(paged).toMatchObject({ total: 4, page: 2, totalPages: 2, hasNext: false, hasPrev: true });
    expect(paged.data).toHaveLength(1);
  });

  it('refuses bad filters with a 400 that names the field', async () => {
    for (const [query, field] of [
      ['status=draft', 'status'],
      ['employment_type=gig', 'employment_type'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['search=a%00b', 'search'],
      ['page=0', 'page'],
    ]) {
      const res = await call('GET', `/admin/jobs?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field, query).toBe(field);
    }
  });

  it('counts every job by status and type, the live ones, and those created in the last 30 days', async () => {
    const res = await call('GET', '/admin/jobs/statistics', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total: 4,
      live: 1,
      by_status: { pending: 1, approved: 2, closed: 1 },
      by_employment_type: { 'full-time': 2, 'part-time': 1, contract: 1, temporary: 0 },
      recently_created: 4,
    });
  });

  it('approves a pending job onto the public board at once, closes it off again, and audits both', async () => {
    const publicView = () => call('GET', `/jobs/${ids.pending}`);
    expect((await publicView()).statusCode).toBe(404);

    const approved = await call('PATCH', `/admin/jobs/${ids.pending}/status`, admin, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    expect((await publicView()).statusCode).toBe(200);

    const closed = await call('PATCH', `/admin/jobs/${ids.pending}/status`, admin, { status: 'closed' });
    expect(closed.json().data.status).toBe('closed');
    expect((await publicView()).statusCode).toBe(404);

    const audit = await auditFor(ids.pending!);
    expect(audit.map((row) => [row.action, row.changes])).toEqual([
      ['job.status', { status: { from: 'pending', to: 'approved' } }],
      ['job.status', { status: { from: 'approved', to: 'closed' } }],
    ]);
    expect(audit[0]?.actor_id).toBe(admin.id);
  });

  it('refuses a moderation that is not approve or close, and a job that does not exist', async () => {
    const bad = await call('PATCH', `/admin/jobs/${ids.cook}/status`, admin, { status: 'pending' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('status');
    const extra = await call('PATCH', `/admin/jobs/${ids.cook}/status`, admin, {
      status: 'closed',
      title: 'x',
    });
    expect(extra.statusCode).toBe(400);
    const missing = await call('PATCH', '/admin/jobs/00000000-0000-4000-8000-000000000000/status', admin, {
      status: 'closed',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/admin/jobs/not-a-uuid', admin)).statusCode).toBe(400);
  });

  it('creates and replaces jobs for any business with the posting rules, audited', async () => {
    const created = await call('POST', '/admin/jobs', admin, jobPayload(otherBusinessId, { title: 'Host' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({
      title: 'Host',
      company: 'Harbor Fish Bar',
      status: 'approved',
    });

    const invalid = await call('PUT', `/admin/jobs/${id}`, admin, jobPayload(otherBusinessId, { title: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.field).toBe('title');

    const replaced = await call(
      'PUT',
      `/admin/jobs/${id}`,
      admin,
      jobPayload(otherBusinessId, { title: 'Lead Host' }),
    );
    expect(replaced.statusCode).toBe(200);
    expect((await call('GET', `/admin/jobs/${id}`, admin)).json().data.title).toBe('Lead Host');

    const audit = await auditFor(id);
    expect(audit.map((row) => row.action)).toEqual(['job.create', 'job.update']);
    expect(audit[1]?.changes).toEqual({ title: { from: 'Host', to: 'Lead Host' } });
  });

  it("audits an admin's edit through the posting form, and an owner's own edit too (decision 053)", async () => {
    const byOwner = await saveJobForm(call, owner, ids.cook!, businessId, { title: 'Grill Cook' });
    expect(byOwner.statusCode).toBe(200);
    const byAdmin = await saveJobForm(call, admin, ids.cook!, businessId, { title: 'Sauté Cook' });
    expect(byAdmin.statusCode).toBe(200);
    const audit = await auditFor(ids.cook!);
    expect(audit.map((row) => [row.action, row.actor_id, row.changes.title])).toEqual([
      ['job.update', owner.id, { from: 'Line Cook', to: 'Grill Cook' }],
      ['job.update', admin.id, { from: 'Grill Cook', to: 'Sauté Cook' }],
    ]);
  });

  it('deletes a job with its audit row, and answers 404 the second time', async () => {
    const res = await call('DELETE', `/admin/jobs/${ids.old}`, admin);
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(jobs).where(eq(jobs.id, ids.old!))).toEqual([]);
    expect((await auditFor(ids.old!)).map((row) => row.action)).toEqual(['job.delete']);
    expect((await call('DELETE', `/admin/jobs/${ids.old}`, admin)).statusCode).toBe(404);
  });

  // Issue 47: an owner's edit in flight when an admin closes the job. The admin's audit row must
  // say what the admin changed, read after the edit commits, never the owner's edit as well.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "records only the admin's change when an owner's edit of the job commits while the admin closes it",
    async () => {
      const id = (await insertJob(t.app.db, { business_id: businessId, title: 'Prep Cook' })).id;
      const editor = new pg.Client({ connectionString: (t.database.connection as { url: string }).url });
      await editor.connect();
      try {
        // The owner's edit holds the row (as PUT /jobs/{id} does) and is not yet committed.
        await editor.query('begin');
        await editor.query('select id from jobs where id = $1 for update', [id]);
        await editor.query("update jobs set title = 'Prep Cook (mornings)' where id = $1", [id]);
        const closing = call('PATCH', `/admin/jobs/${id}/status`, admin, { status: 'closed' });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await editor.query('commit');
        expect((await closing).statusCode).toBe(200);
      } finally {
        await editor.end();
      }
      const [audit] = await auditTrailFor(t.app.db, id);
      expect(audit!.action).toBe('job.status');
      expect(Object.keys(audit!.changes as object)).toEqual(['status']);
    },
  );
});
