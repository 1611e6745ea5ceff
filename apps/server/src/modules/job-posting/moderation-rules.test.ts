import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { apiCaller, auditTrailFor } from '../../test/admin-test-kit.ts';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { jobPayload, saveJobForm } from '../../test/job-posting-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// A job's status after moderation is the moderators'; owners' writes are audited; a posting date
// cannot be set far back (decision 053).

const STATUS_MESSAGE =
  'Only an administrator can approve, hold back or reopen a job; you can close your own.';
const POSTED_AT_MESSAGE = 'The posting date cannot be more than 1 day before the job was first saved';

describe('moderation that holds', () => {
  const t = setUpTestApp();
  let admin: Person;
  let owner: Person;
  let manager: Person;
  let businessId: string;

  beforeAll(async () => {
    const db = t.app.db;
    businessId = (await insertBusiness(db, { name: 'Salt Pier Kitchen' })).id;
    admin = await person(t.app, db, { admin: true });
    owner = await person(t.app, db, { memberships: [{ businessId, role: 'owner' }] });
    manager = await person(t.app, db, { memberships: [{ businessId, role: 'manager' }] });
  });

  const call = apiCaller(() => t.app);
  const row = async (id: string) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const publicJob = (id: string) => call('GET', `/jobs/${id}`);
  const liveJob = () => insertJob(t.app.db, { business_id: businessId, company: 'Salt Pier Kitchen' });
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

  describe("an owner's job after an admin closed it", () => {
    it('stays closed when its owner sends "approved" (told why, nothing changed), stays editable, and only an admin reopens it', async () => {
      const job = await liveJob();
      expect(
        (await call('PATCH', `/admin/jobs/${job.id}/status`, admin, { status: 'closed' })).statusCode,
      ).toBe(200);
      const before = await row(job.id);
      const res = await saveJobForm(call, owner, job.id, businessId, {
        title: 'Line Cook',
        status: 'approved',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', field: 'status', message: STATUS_MESSAGE });
      expect(await row(job.id)).toEqual(before);
      expect((await publicJob(job.id)).statusCode).toBe(404);

      // Everything else stays the owner's and manager's to edit; the job stays closed.
      const kept = await saveJobForm(call, manager, job.id, businessId, {
        title: 'Grill Cook',
        status: 'closed',
      });
      expect(kept.statusCode).toBe(200);
      const silent = await saveJobForm(call, owner, job.id, businessId, { title: 'Grill Cook' });
      expect(silent.statusCode).toBe(200);
      expect(await row(job.id)).toMatchObject({ title: 'Grill Cook', status: 'closed' });

      // An admin puts it back, through the posting form's route as well.
      const reopened = await saveJobForm(call, admin, job.id, businessId, { status: 'approved' });
      expect(reopened.statusCode).toBe(200);
      expect((await publicJob(job.id)).statusCode).toBe(200);
    });
  });

  describe('what an owner may do with the status', () => {
    it('cannot approve a job waiting for review', async () => {
      const job = await insertJob(t.app.db, { business_id: businessId, status: 'pending' });
      const res = await saveJobForm(call, owner, job.id, businessId, { status: 'approved' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.field).toBe('status');
      expect((await row(job.id)).status).toBe('pending');
    });

    it('cannot hold back a live job as pending, but can close it (and not reopen it)', async () => {
      const job = await liveJob();
      const hold = await saveJobForm(call, owner, job.id, businessId, { status: 'pending' });
      expect(hold.statusCode).toBe(403);
      const close = await saveJobForm(call, owner, job.id, businessId, { status: 'closed' });
      expect(close.statusCode).toBe(200);
      expect((await row(job.id)).status).toBe('closed');
      expect((await publicJob(job.id)).statusCode).toBe(404);
      const reopen = await saveJobForm(call, owner, job.id, businessId, { status: 'approved' });
      expect(reopen.statusCode).toBe(403);
    });

    it('posts a new job with the default status, never one of its own choosing', async () => {
      const pending = await call('POST', '/jobs', owner, jobPayload(businessId, { status: 'pending' }));
      expect(pending.statusCode).toBe(403);
      expect(pending.json().error).toMatchObject({ field: 'status', message: STATUS_MESSAGE });
      const approved = await call('POST', '/jobs', owner, jobPayload(businessId, { status: 'approved' }));
      expect(approved.statusCode).toBe(201);
      const byAdmin = await call('POST', '/jobs', admin, jobPayload(businessId, { status: 'pending' }));
      expect(byAdmin.json().data.status).toBe('pending');
    });
  });

  describe("owners' writes in the audit trail", () => {
    it("records an owner's post, edit and close with the owner as the actor", async () => {
      const posted = await call('POST', '/jobs', owner, jobPayload(businessId, { title: 'Host' }));
      const id = posted.json().data.id as string;
      await saveJobForm(call, manager, id, businessId, { title: 'Lead Host' });
      await saveJobForm(call, owner, id, businessId, { title: 'Lead Host', status: 'closed' });
      const trail = await auditTrailFor(t.app.db, id);
      expect(trail.map((entry) => [entry.action, entry.actor_id, Object.keys(entry.changes)])).toEqual([
        ['job.create', owner.id, expect.arrayContaining(['title', 'status', 'posted_at'])],
        ['job.update', manager.id, ['title']],
        ['job.update', owner.id, ['status']],
      ]);
      expect(trail[2]!.changes.status).toEqual({ from: 'approved', to: 'closed' });
    });
  });

  describe('the posting date', () => {
    it('cannot be set more than a day before a new job is posted', async () => {
      const res = await call('POST', '/jobs', owner, jobPayload(businessId, { posted_at: hoursAgo(72) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ field: 'posted_at', message: POSTED_AT_MESSAGE });
      const admins = await call('POST', '/jobs', admin, jobPayload(businessId, { posted_at: hoursAgo(72) }));
      expect(admins.statusCode).toBe(400);
      const recent = await call('POST', '/jobs', owner, jobPayload(businessId, { posted_at: hoursAgo(2) }));
      expect(recent.statusCode).toBe(201);
    });

    it('cannot be moved back before the job was first saved, but a saved one may be kept', async () => {
      const job = await insertJob(t.app.db, {
        business_id: businessId,
        created_at: daysFromNow(-10),
        posted_at: daysFromNow(-40),
        expires_at: null,
      });
      const kept = await saveJobForm(call, owner, job.id, businessId, {
        posted_at: job.posted_at.toISOString(),
        expires_at: null,
      });
      expect(kept.statusCode).toBe(200);
      const earlier = await saveJobForm(call, owner, job.id, businessId, {
        posted_at: daysFromNow(-60).toISOString(),
        expires_at: null,
      });
      expect(earlier.statusCode).toBe(400);
      expect(earlier.json().error).toMatchObject({ field: 'posted_at', message: POSTED_AT_MESSAGE });
      const withinTheRule = await saveJobForm(call, owner, job.id, businessId, {
        posted_at: daysFromNow(-9).toISOString(),
        expires_at: null,
      });
      expect(withinTheRule.statusCode).toBe(200);
    });
  });
});
