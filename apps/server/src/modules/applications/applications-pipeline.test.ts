import { APPLICATION_MESSAGES } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { applicantPerson, applyTo, businessWithJob } from '../../test/application-fixtures.ts';
import { callAs } from '../../test/call-as.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// The employer's pipeline (decision 054): each move stored with who and when, the applicant sees
// when only; contact details only while the application stands; withdrawing is final.

const t = setUpTestApp();

async function applied() {
  const db = t.database.db;
  const { job } = await businessWithJob(db);
  const worker = await applicantPerson(t.app, db);
  const owner = await person(t.app, db, { memberships: [{ businessId: job.business_id, role: 'owner' }] });
  await db.update(users).set({ first_name: 'Mara', last_name: 'Owens' }).where(eq(users.id, owner.id));
  const id: string = (await applyTo(t.app, worker, job.id)).json().data.id;
  return { job, worker, owner, id };
}
const move = (who: Person, id: string, body: object) =>
  callAs(t.app, 'POST', `/applications/${id}/status`, who, body);
const applicants = async (who: Person, jobId: string) =>
  (await callAs(t.app, 'GET', `/jobs/${jobId}/applications`, who)).json().data.applicants;

describe('moving an applicant', () => {
  it('stores every move with who made it; the applicant sees when, not who', async () => {
    const { job, worker, owner, id } = await applied();
    expect((await move(owner, id, { status: 'interview' })).statusCode).toBe(200);
    const declined = await move(owner, id, { status: 'not_selected', message: 'Thank you for coming in.' });
    expect(declined.json().data).toMatchObject({
      status: 'not_selected',
      decline_message: 'Thank you for coming in.',
    });
    expect(declined.json().data.history.map((step: { changed_by: string }) => step.changed_by)).toEqual([
      'Applicant',
      'Mara Owens',
      'Mara Owens',
    ]);

    const [mine] = (await callAs(t.app, 'GET', '/user/applications', worker)).json().data;
    expect(mine).toMatchObject({
      job_id: job.id,
      status: 'not_selected',
      decline_message: 'Thank you for coming in.',
    });
    expect(mine.history.map((step: { status: string }) => step.status)).toEqual([
      'new',
      'interview',
      'not_selected',
    ]);
    expect(Object.keys(mine.history[1]).sort()).toEqual(['changed_at', 'status']);
  });

  it('refuses a message with any other status, naming the field', async () => {
    const { owner, id } = await applied();
    const answer = await move(owner, id, { status: 'offer', message: 'Welcome' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.field).toBe('message');
  });

  it("puts an admin's move on the audit trail, and not an owner's", async () => {
    const { owner, id } = await applied();
    const admin = await person(t.app, t.database.db, { admin: true });
    await move(owner, id, { status: 'reviewed' });
    await move(admin, id, { status: 'offer' });
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entity_id, id));
    expect(events.map((event) => [event.action, event.actor_id, event.changes])).toEqual([
      ['application.status', admin.id, { status: { from: 'reviewed', to: 'offer' } }],
    ]);
  });
});

describe('withdrawing', () => {
  it('is final: no more moves, no new application, and no contact details', async () => {
    const { job, worker, owner, id } = await applied();
    const [before] = await applicants(owner, job.id);
    expect(before.contact).toEqual({ phone: expect.stringMatching(/^\+1207555/), email: expect.any(String) });

    const withdrawn = await callAs(t.app, 'POST', `/applications/${id}/withdraw`, worker);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect((await callAs(t.app, 'POST', `/applications/${id}/withdraw`, worker)).statusCode).toBe(200);

    const again = await applyTo(t.app, worker, job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(APPLICATION_MESSAGES.withdrawn);
    const moved = await move(owner, id, { status: 'interview' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe(APPLICATION_MESSAGES.alreadyWithdrawn);

    const [after] = await applicants(owner, job.id);
    expect(after).toMatchObject({ status: 'withdrawn', contact: null });
    expect(after.history.at(-1).changed_by).toBe('Applicant');
  });
});

describe('contact details', () => {
  it('go to the owner, managers and admins only', async () => {
    const { job } = await applied();
    const manager = await person(t.app, t.database.db, {
      memberships: [{ businessId: job.business_id, role: 'manager' }],
    });
    const employee = await person(t.app, t.database.db, {
      memberships: [{ businessId: job.business_id, role: 'employee' }],
    });
    const admin = await person(t.app, t.database.db, { admin: true });
    for (const who of [manager, admin]) expect((await applicants(who, job.id))[0].contact).not.toBeNull();
    expect((await callAs(t.app, 'GET', `/jobs/${job.id}/applications`, employee)).statusCode).toBe(403);
  });
});
