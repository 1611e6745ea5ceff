import { MESSAGES_PER_BUSINESS_PER_DAY, MESSAGES_PER_PERSON_PER_DAY } from '@perks/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages } from '../../db/schema/index.ts';
import { person } from '../../test/signed-in-person.ts';
import { statusCounts } from '../../test/status-counts.ts';
import {
  BURST_PUBLIC_URL,
  conversationSetUp,
  gatewayReply,
  phoneOf,
  sendAs,
  threeInstancesOnOneDatabase,
} from './messages-test-kit.ts';

// Decision 086 with 050 and 077: the daily message budgets hold exactly when a burst arrives at
// three instances at once, and the gateway posting the same reply at several instances makes one
// message. Only PostgreSQL (TEST_DATABASE_URL) runs requests side by side on several connections;
// PGlite takes one statement at a time, so there these prove nothing and are skipped.

const { first, instances, db } = threeInstancesOnOneDatabase();

/** Messages already sent today, straight into the table: the budget's earlier spending. */
async function alreadySent(
  rows: number,
  message: { application_id: string; business_id: string; sender_id: string; side: 'applicant' | 'business' },
) {
  await db()
    .insert(conversationMessages)
    .values(Array.from({ length: rows }, (_, n) => ({ ...message, body: `Earlier ${n}` })));
}

const messagesIn = async (applicationId: string) =>
  (
    await db()
      .select({ n: count() })
      .from(conversationMessages)
      .where(eq(conversationMessages.application_id, applicationId))
  )[0]!.n;

describe.skipIf(!process.env.TEST_DATABASE_URL)('messages sent at once across three instances', () => {
  it(`stop at exactly ${MESSAGES_PER_PERSON_PER_DAY} a day for a person`, async () => {
    const { business, worker, applicationId } = await conversationSetUp(first().app, db());
    await alreadySent(MESSAGES_PER_PERSON_PER_DAY - 3, {
      application_id: applicationId,
      business_id: business.id,
      sender_id: worker.id,
      side: 'applicant',
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        sendAs(instances()[n % 3]!.app, worker, applicationId, { body: `Burst ${n}` }),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 3, 429: 9 });
    expect(await messagesIn(applicationId)).toBe(MESSAGES_PER_PERSON_PER_DAY);
  });

  it(`stop at exactly ${MESSAGES_PER_BUSINESS_PER_DAY} a day for a business, whichever of its people write`, async () => {
    const { business, owner, applicationId } = await conversationSetUp(first().app, db());
    const manager = await person(first().app, db(), {
      memberships: [{ businessId: business.id, role: 'manager' }],
    });
    // Spread over people who no longer write, so only the business's budget is near its end.
    for (let n = 0; n < Math.ceil((MESSAGES_PER_BUSINESS_PER_DAY - 4) / 50); n += 1) {
      const earlier = await person(first().app, db(), {
        memberships: [{ businessId: business.id, role: 'manager' }],
      });
      await alreadySent(Math.min(50, MESSAGES_PER_BUSINESS_PER_DAY - 4 - n * 50), {
        application_id: applicationId,
        business_id: business.id,
        sender_id: earlier.id,
        side: 'business',
      });
    }
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        sendAs(instances()[n % 3]!.app, n % 2 === 0 ? owner : manager, applicationId, { body: `Burst ${n}` }),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 4, 429: 8 });
    expect(await messagesIn(applicationId)).toBe(MESSAGES_PER_BUSINESS_PER_DAY);
  });

  it('makes one message of the same inbound reply posted at once to three instances, five times', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(first().app, db(), { smsUpdates: true });
    await sendAs(first().app, owner, applicationId, { body: 'Can you come in?' });
    await first().app.jobs.runDueJobs();
    expect(first().sms.sentTo(await phoneOf(db(), worker.id))).toHaveLength(1);
    const phone = await phoneOf(db(), worker.id);
    const messageId = `SMburst${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        gatewayReply(
          instances()[n % 3]!.app,
          { From: phone, Body: 'On my way' },
          { publicUrl: BURST_PUBLIC_URL, token: 'secret-token', messageId },
        ),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 200: 15 });
    expect(await messagesIn(applicationId)).toBe(2);
  });
});
