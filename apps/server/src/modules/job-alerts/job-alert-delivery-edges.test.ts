import { JOB_ALERT_TEXT_STOP } from '@perks/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobAlerts, textMessages, users } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  alertDeps,
  JOB_ALERT_TEXT_CATEGORY,
  sendDueDigests,
  sweepNewlyLiveJobs,
} from './job-alert-delivery.ts';

// Decision 058's edges: the public links' per-network budgets, a digest's text that survives its
// instance dying, and production without an SMTP server.

let t: TestApp;
let smtp: SmtpCapture;
let businessId: string;
let serial = 0;

/** A word no other job or alert in the file uses, so each test's filters match only its own jobs. */
const uniqueWord = () => {
  serial += 1;
  return `edge${serial}q`;
};

async function subscriber(): Promise<Person & { email: string }> {
  const who = await person(t.app, t.database.db);
  const email = `e${who.id.slice(0, 8)}@example.com`;
  await t.database.db
    .update(users)
    .set({ email, email_confirmed_at: new Date() })
    .where(eq(users.id, who.id));
  return { ...who, email };
}

async function createAlert(app: TestApp['app'], who: Person, settings: object & { word: string }) {
  const { word, ...rest } = settings;
  const answer = await callAs(app, 'POST', '/user/job-alerts', who, {
    name: `Alert ${word}`,
    filters: { title_search: word },
    frequency: 'instant',
    channels: ['email'],
    ...rest,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data as { id: string };
}

/** What the minute's sweep and every job it queues would do, on `app`. */
async function deliver(app: TestApp['app']) {
  await sweepNewlyLiveJobs(alertDeps(app));
  while ((await app.jobs.runDueJobs()) > 0) {}
}

/**
 * As if every job waiting for its retry had waited long enough. Not `includeDelayed`: that would
 * also run the texts held for the morning, which then wait again, and again.
 */
async function retryTimeArrives() {
  await t.database.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://perks.example' });
  businessId = (await insertBusiness(t.database.db)).id;
  await deliver(t.app); // the demo data's jobs went live before any alert
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("a digest's text", () => {
  it('is sent once when the instance dies right after the digest was claimed, and the digest runs again', async () => {
    const sam = await subscriber();
    const word = uniqueWord();
    const { id } = await createAlert(t.app, sam, { word, frequency: 'daily', channels: ['email', 'sms'] });
    // Made two days ago, so its digest time has come whatever the time of day now.
    await t.database.db
      .update(jobAlerts)
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(jobAlerts.id, id));
    await insertJob(t.database.db, { business_id: businessId, title: `Cook ${word} one` });
    await insertJob(t.database.db, { business_id: businessId, title: `Cook ${word} two` });
    await deliver(t.app);

    // The instance stops at the first step that hands the text on, whichever that is.
    vi.spyOn(t.app.textOutbox, 'queueText').mockRejectedValueOnce(new Error('instance stopped'));
    await sendDueDigests(alertDeps(t.app)).catch(() => undefined);
    await deliver(t.app);
    await retryTimeArrives();
    await deliver(t.app);
    // The digest job's retry, and every job run again: nothing is sent twice.
    await sendDueDigests(alertDeps(t.app));
    await deliver(t.app);

    const texts = await t.database.db.select().from(textMessages).where(eq(textMessages.user_id, sam.id));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ category: JOB_ALERT_TEXT_CATEGORY });
    expect(texts[0]!.body).toContain('2 new jobs');
    expect(texts[0]!.body.endsWith(JOB_ALERT_TEXT_STOP)).toBe(true);
    expect(smtp.sentTo(sam.email)).toHaveLength(1);
  });
});
