import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApplications, textMessages } from '../../db/schema/index.ts';
import { applicantPerson, applyTo, businessWithJob } from '../../test/application-fixtures.ts';
import { callAs } from '../../test/call-as.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { APPLICATION_JOBS } from './application-texts.service.ts';

// The texts of applications (decision 054, addendum): the applicant hears of a move they opted in
// to, at most one a day; a business hears once of applications unread for 3 days, and each
// morning of the last day's new ones. Quiet hours and delivery belong to the outbox (decision 055).

const t = setUpTestApp();

const textsTo = (userId: string, category: string) =>
  t.database.db
    .select()
    .from(textMessages)
    .where(sql`${textMessages.user_id} = ${userId} and ${textMessages.category} = ${category}`)
    .orderBy(textMessages.created_at);

async function applied(smsUpdates: boolean) {
  const db = t.database.db;
  const { job } = await businessWithJob(db, `Harbor Grill ${Math.random().toString(36).slice(2, 7)}`);
  const worker = await applicantPerson(t.app, db);
  const owner = await person(t.app, db, { memberships: [{ businessId: job.business_id, role: 'owner' }] });
  const id: string = (await applyTo(t.app, worker, job.id, { sms_updates: smsUpdates })).json().data.id;
  return { job, worker, owner, id };
}
const move = (who: Person, id: string, body: object) =>
  callAs(t.app, 'POST', `/applications/${id}/status`, who, body);

async function runScheduled(name: string) {
  await t.app.jobs.send(name, {});
  await t.app.jobs.runDueJobs();
}

describe('status texts', () => {
  it('tells an applicant who opted in of Interview, not of Reviewed, and at most once a day', async () => {
    const { worker, owner, id } = await applied(true);
    await move(owner, id, { status: 'reviewed' });
    expect(await textsTo(worker.id, 'application-status')).toEqual([]);

    await move(owner, id, { status: 'interview' });
    const [first] = await textsTo(worker.id, 'application-status');
    expect(first?.body).toContain("is now 'Interview'");
    expect(first?.body).toContain('Reply STOP');
    // Sent at once by day, held until 08:00 in Portland's quiet hours: never refused.
    expect(['queued', 'held']).toContain(first?.status);

    await move(owner, id, { status: 'offer' });
    const texts = await textsTo(worker.id, 'application-status');
    expect(texts.map((text) => [text.status, text.reason])).toEqual([
      [first?.status, null],
      ['skipped', 'daily_limit'],
    ]);
  });

  it('sends nothing to an applicant who did not opt in', async () => {
    const { worker, owner, id } = await applied(false);
    expect((await move(owner, id, { status: 'hired' })).statusCode).toBe(200);
    expect(await textsTo(worker.id, 'application-status')).toEqual([]);
  });
});

describe('the business hears of its applications', () => {
  it('reminds the owner once of applications nobody opened for 3 days', async () => {
    const { owner, id } = await applied(false);
    await runScheduled(APPLICATION_JOBS.reminder);
    expect(await textsTo(owner.id, 'application-reminder')).toEqual([]);

    await t.database.db
      .update(jobApplications)
      .set({ created_at: sql`now() - interval '4 days'` })
      .where(eq(jobApplications.id, id));
    await runScheduled(APPLICATION_JOBS.reminder);
    const [reminder] = await textsTo(owner.id, 'application-reminder');
    expect(reminder?.body).toMatch(/1 application has waited 3 days at Harbor Grill/);

    await runScheduled(APPLICATION_JOBS.reminder);
    expect(await textsTo(owner.id, 'application-reminder')).toHaveLength(1);
  });

  it('does not remind of applications the business opened', async () => {
    const { owner, id, job } = await applied(false);
    await callAs(t.app, 'GET', `/jobs/${job.id}/applications`, owner);
    await t.database.db
      .update(jobApplications)
      .set({ created_at: sql`now() - interval '4 days'` })
      .where(eq(jobApplications.id, id));
    await runScheduled(APPLICATION_JOBS.reminder);
    expect(await textsTo(owner.id, 'application-reminder')).toEqual([]);
  });

  it("texts each owner the morning digest of the last day's applications, once a day", async () => {
    const { owner, job } = await applied(false);
    await applyTo(t.app, await applicantPerson(t.app, t.database.db), job.id);
    await runScheduled(APPLICATION_JOBS.digest);
    await runScheduled(APPLICATION_JOBS.digest);
    const digests = await textsTo(owner.id, 'application-digest');
    expect(digests).toHaveLength(1);
    // The owner's first digest starts by saying who is writing and how to stop (decision 085).
    expect(digests[0]?.body).toMatch(
      /^Industry Perks texts: Daily digest of new applications\. .* Reply STOP to stop, HELP for help\. Industry Perks: 2 new applications in the last day at Harbor Grill/,
    );
  });
});
