import { INTERVIEW_INVITATIONS_PER_BUSINESS_PER_DAY, INTERVIEW_MESSAGES } from '@perks/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interviews } from '../../db/schema/index.ts';
import { applicantPerson, applyTo } from '../../test/application-fixtures.ts';
import {
  BURST_PUBLIC_URL,
  conversationSetUp,
  gatewayReply,
  phoneOf,
  threeInstancesOnOneDatabase,
} from '../../test/conversation-kit.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { actAs, inviteAs, portlandSlot } from './interviews-test-kit.ts';

// Decision 090: one time of a business is held by one interview when ten workers choose it at
// once on three instances, and the invitation budget holds exactly under a burst. Only
// PostgreSQL (TEST_DATABASE_URL) runs requests side by side on several connections; PGlite takes
// one statement at a time, so there these prove nothing and are skipped.

const { first, instances, db } = threeInstancesOnOneDatabase();

describe.skipIf(!process.env.TEST_DATABASE_URL)('interviews at once across three instances', () => {
  it('give the same time to exactly one of ten workers; the others get a 409 with the times left', async () => {
    const { job, owner, worker, applicationId } = await conversationSetUp(first().app, db());
    const slots = [portlandSlot(4, '15:00'), portlandSlot(4, '16:00'), portlandSlot(5, '09:30')];
    const workers = [worker];
    const applications = [applicationId];
    for (let n = 1; n < 10; n += 1) {
      const next = await applicantPerson(first().app, db());
      workers.push(next);
      applications.push((await applyTo(first().app, next, job.id, {})).json().data.id);
    }
    const invited: string[] = [];
    for (const id of applications)
      invited.push((await inviteAs(first().app, owner, id, { slots })).json().data.id);

    const answers = await Promise.all(
      invited.map((id, n) => actAs(instances()[n % 3]!.app, workers[n]!, id, 'choose', { slot: 2 })),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 200: 1, 409: 9 });
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().error.message).toBe(INTERVIEW_MESSAGES.timeTaken);
      expect(answer.json().error.details.available.map((slot: { number: number }) => slot.number)).toEqual([
        1, 3,
      ]);
    }
    const [scheduled] = await db()
      .select({ n: count() })
      .from(interviews)
      .where(and(eq(interviews.status, 'scheduled'), inArray(interviews.id, invited)));
    expect(scheduled!.n).toBe(1);
  });

  it('the same "2" by text posted at once to three instances, five times, chooses once', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(first().app, db(), { smsUpdates: true });
    const offered = (
      await inviteAs(first().app, owner, applicationId, {
        slots: [portlandSlot(6, '15:00'), portlandSlot(6, '16:00')],
      })
    ).json().data;
    await first().app.jobs.runDueJobs();
    const phone = await phoneOf(db(), worker.id);
    const messageId = `SMint${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        gatewayReply(
          instances()[n % 3]!.app,
          { From: phone, Body: '2' },
          { publicUrl: BURST_PUBLIC_URL, token: 'secret-token', messageId },
        ),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 200: 15 });
    const [row] = await db().select().from(interviews).where(eq(interviews.id, offered.id));
    expect(row?.status).toBe('scheduled');
    expect(row?.starts_at?.toISOString()).toBe(offered.slots[1].starts_at);
    await first().app.jobs.runDueJobs();
    // The invitation and one confirmation.
    expect(first().sms.sentTo(phone)).toHaveLength(2);
  });

  it(`stop invitations at exactly ${INTERVIEW_INVITATIONS_PER_BUSINESS_PER_DAY} a day for a business`, async () => {
    const { job, owner, worker, applicationId } = await conversationSetUp(first().app, db());
    const applications = [applicationId];
    const people = [worker];
    for (let n = 1; n < INTERVIEW_INVITATIONS_PER_BUSINESS_PER_DAY + 5; n += 1) {
      const next = await applicantPerson(first().app, db());
      people.push(next);
      applications.push((await applyTo(first().app, next, job.id, {})).json().data.id);
    }
    // All but three spent already.
    for (const id of applications.slice(0, INTERVIEW_INVITATIONS_PER_BUSINESS_PER_DAY - 3)) {
      expect(
        (await inviteAs(first().app, owner, id, { slots: [portlandSlot(3, '10:00')], place: 'phone' }))
          .statusCode,
      ).toBe(201);
    }
    const rest = applications.slice(INTERVIEW_INVITATIONS_PER_BUSINESS_PER_DAY - 3);
    const answers = await Promise.all(
      rest.map((id, n) =>
        inviteAs(instances()[n % 3]!.app, owner, id, { slots: [portlandSlot(3, '10:00')], place: 'phone' }),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 3, 429: 5 });
  });
});
