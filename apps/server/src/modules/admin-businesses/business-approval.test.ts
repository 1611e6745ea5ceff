import { BUSINESS_APPROVED_TEXT_CATEGORY, DRAFT_JOBS_PER_PENDING_BUSINESS } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, jobs, textMessages } from '../../db/schema/index.ts';
import { jobPayload } from '../../test/job-posting-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Decision 063: an owner drafts jobs while their new business waits for review; an admin's
// approval puts the drafts live once and texts the owner once, however often it is repeated.

const t = setUpTestApp();
let admin: Person;

beforeAll(async () => {
  admin = await person(t.app, t.database.db, { admin: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Person | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who?.auth, ...(payload ? { payload } : {}) });

/** A member's new business, waiting for review, with its owner. */
async function waitingBusiness(name: string) {
  const owner = await person(t.app, t.database.db);
  const res = await call('POST', '/businesses', owner, { name });
  expect(res.statusCode).toBe(201);
  return { owner, id: res.json().data.id as string, name };
}

const approve = (business: { id: string; name: string }) =>
  call('PUT', `/admin/businesses/${business.id}`, admin, { name: business.name, status: 'active' });

const onBoard = async (businessId: string) =>
  (await call('GET', `/jobs?business_id=${businessId}`, null)).json().total as number;

const approvalTexts = (userId: string) =>
  t.database.db
    .select({ category: textMessages.category, body: textMessages.body, user_id: textMessages.user_id })
    .from(textMessages)
    .where(eq(textMessages.user_id, userId));

describe("the admins' Businesses tab", () => {
  it('lists the newest business waiting for review first', async () => {
    await waitingBusiness('Older Waiting Diner');
    const newest = await waitingBusiness('Aaa Newest Waiting Deli');
    const page = (await call('GET', '/admin/businesses?limit=2', admin)).json();
    expect(page.data.map((row: { id: string }) => row.id)[0]).toBe(newest.id);
    expect(page.data[1].name).toBe('Older Waiting Diner');
  });
});

describe('draft jobs of a business waiting for review', () => {
  it('are saved as pending, off the board, and go live when an admin approves the business', async () => {
    const business = await waitingBusiness('Draft House');
    const draft = await call('POST', '/jobs', business.owner, jobPayload(business.id));
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data).toMatchObject({ status: 'pending', business_id: business.id });
    expect(await onBoard(business.id)).toBe(0);
    // Reviewed with its business, not in the admins' job queue.
    const queue = (await call('GET', '/admin/jobs?status=pending&limit=100', admin)).json().data;
    expect(queue.map((job: { id: string }) => job.id)).not.toContain(draft.json().data.id);
    const all = (await call('GET', '/admin/jobs?limit=100', admin)).json().data;
    expect(all.map((job: { id: string }) => job.id)).toContain(draft.json().data.id);

    // The owner may edit the draft; it stays a draft.
    const edited = await call('PUT', `/jobs/${draft.json().data.id}`, business.owner, {
      ...jobPayload(business.id),
      title: 'Line Cook (draft)',
      status: 'pending',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.status).toBe('pending');

    expect((await approve(business)).statusCode).toBe(200);
    expect(await onBoard(business.id)).toBe(1);
    const [live] = await t.database.db.select().from(jobs).where(eq(jobs.business_id, business.id));
    expect(live).toMatchObject({
      status: 'approved',
      awaits_business_approval: false,
      title: 'Line Cook (draft)',
    });

    const texts = await approvalTexts(business.owner.id);
    expect(texts).toEqual([expect.objectContaining({ category: BUSINESS_APPROVED_TEXT_CATEGORY })]);
    expect(texts[0]!.body).toContain('Draft House is approved');
    expect(texts[0]!.body).toContain('1 draft job is now on the job board');
  });

  it('keeps a closed draft closed, and a job an admin holds back later is not put live again', async () => {
    const business = await waitingBusiness('Closed Draft Bar');
    const draft = (await call('POST', '/jobs', business.owner, jobPayload(business.id))).json().data;
    const closed = await call('PUT', `/jobs/${draft.id}`, business.owner, {
      ...jobPayload(business.id),
      status: 'closed',
    });
    expect(closed.json().data.status).toBe('closed');
    expect((await approve(business)).statusCode).toBe(200);
    expect(await onBoard(business.id)).toBe(0);

    // Deactivated, a new job held back as pending by an admin, then approved again: nothing moves.
    await call('PUT', `/admin/businesses/${business.id}`, admin, { name: business.name, status: 'inactive' });
    const held = await call('POST', '/jobs', admin, { ...jobPayload(business.id), status: 'pending' });
    expect(held.json().data.status).toBe('pending');
    expect((await approve(business)).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.business_id, business.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['closed', 'pending']);
    // One approval text, ever.
    expect(await approvalTexts(business.owner.id)).toHaveLength(1);
  });

  it('refuses moving a live job onto a business still waiting for review', async () => {
    const waiting = await waitingBusiness('Not Yet Cafe');
    const live = await waitingBusiness('Live Cafe');
    await approve(live);
    const job = (await call('POST', '/jobs', live.owner, jobPayload(live.id))).json().data;
    // The owner of both moves the live job onto the waiting one.
    await t.database.db
      .insert(businessMembers)
      .values({ business_id: waiting.id, user_id: live.owner.id, role: 'owner' });
    const moved = await call('PUT', `/jobs/${job.id}`, live.owner, jobPayload(waiting.id));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toMatchObject({ code: 'CONFLICT', field: 'business_id' });
  });

  it(`holds at most ${DRAFT_JOBS_PER_PENDING_BUSINESS} drafts, also when fifteen are sent at once`, async () => {
    const business = await waitingBusiness('Burst Bistro');
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => call('POST', '/jobs', business.owner, jobPayload(business.id))),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({
      201: DRAFT_JOBS_PER_PENDING_BUSINESS,
      429: 15 - DRAFT_JOBS_PER_PENDING_BUSINESS,
    });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().error).toMatchObject({ field: 'business_id' });
    expect(refused.json().error.message).toContain('10 draft jobs');
  });

  it('does not count a closed draft against the limit (decision 068)', async () => {
    const business = await waitingBusiness('Closing Time Tavern');
    const drafts = [];
    for (let index = 0; index < DRAFT_JOBS_PER_PENDING_BUSINESS; index += 1) {
      const res = await call('POST', '/jobs', business.owner, jobPayload(business.id));
      expect(res.statusCode).toBe(201);
      drafts.push(res.json().data.id as string);
    }
    expect((await call('POST', '/jobs', business.owner, jobPayload(business.id))).statusCode).toBe(429);
    const closed = await call('PUT', `/jobs/${drafts[0]}`, business.owner, {
      ...jobPayload(business.id),
      status: 'closed',
    });
    expect(closed.json().data.status).toBe('closed');
    expect((await call('POST', '/jobs', business.owner, jobPayload(business.id))).statusCode).toBe(201);
    expect((await call('POST', '/jobs', business.owner, jobPayload(business.id))).statusCode).toBe(429);
  });

  it("leaves drafts out of the admins' pending job figure (decision 068)", async () => {
    const pending = async () =>
      (await call('GET', '/admin/jobs/statistics', admin, undefined)).json().data.by_status.pending as number;
    const before = await pending();
    const business = await waitingBusiness('Figures Diner');
    expect((await call('POST', '/jobs', business.owner, jobPayload(business.id))).statusCode).toBe(201);
    expect(await pending()).toBe(before);
    // A job an admin holds back for review is pending.
    const live = await waitingBusiness('Held Back Grill');
    await approve(live);
    const held = await call('POST', '/jobs', admin, { ...jobPayload(live.id), status: 'pending' });
    expect(held.json().data.status).toBe('pending');
    expect(await pending()).toBe(before + 1);
  });

  it('puts the drafts live exactly once and texts the owner once when two admins approve at once', async () => {
    const business = await waitingBusiness('Twice Approved Tavern');
    for (let index = 0; index < 3; index += 1) {
      expect((await call('POST', '/jobs', business.owner, jobPayload(business.id))).statusCode).toBe(201);
    }
    const answers = await Promise.all([approve(business), approve(business), approve(business)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await onBoard(business.id)).toBe(3);
    const texts = await approvalTexts(business.owner.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('3 draft jobs are now on the job board');
  });
});
