import { ALERT_EMAIL_OFF, ALERT_LINKS_EXHAUSTED, JOB_ALERT_TEXT_STOP } from '@perks/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailMessages, jobAlerts, requestEvents, textMessages } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { person } from '../../test/signed-in-person.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../../test/test-app.ts';
import { ALERT_LINK_BUDGETS } from './alert-link-budget.ts';
import { unsubscribeToken } from './alert-tokens.ts';
import { alertDeps, JOB_ALERT_TEXT_CATEGORY, sendDueDigests } from './job-alert-delivery.ts';
import { alertSubscriber, createJobAlert, deliverAlerts } from './job-alert-test-kit.ts';

// Decision 058's edges: the public links' per-network budgets, a digest's text that survives its
// instance dying, and production without an SMTP server.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let smtp: SmtpCapture;
let businessId: string;
let serial = 0;

/** A word no other job or alert in the file uses, so each test's filters match only its own jobs. */
const uniqueWord = () => {
  serial += 1;
  return `edge${serial}q`;
};
/** A network of its own per test (documentation addresses, RFC 5737). */
const network = () => {
  serial += 1;
  return `198.51.100.${serial}`;
};

const subscriber = () => alertSubscriber(t.app, t.database.db);
const createAlert = createJobAlert;
const deliver = deliverAlerts;

/**
 * As if every job waiting for its retry had waited long enough. Not `includeDelayed`: that would
 * also run the texts held for the morning, which then wait again, and again.
 */
async function retryTimeArrives() {
  await t.database.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
}

/** Spends `n` of a network's requests of one use, as earlier requests would have. */
async function spent(use: keyof typeof ALERT_LINK_BUDGETS, from: string, n: number) {
  await t.database.db
    .insert(requestEvents)
    .values(Array.from({ length: n }, () => ({ action: use, network: from })));
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

describe('the public alert links', () => {
  let token: string;
  const linkLimit = ALERT_LINK_BUDGETS.alert_link.limit;
  const unsubscribeLimit = ALERT_LINK_BUDGETS.alert_unsubscribe.limit;

  beforeAll(async () => {
    const sam = await subscriber();
    token = unsubscribeToken(t.config.jwtSecret, (await createAlert(t.app, sam, { word: uniqueWord() })).id);
  });
  const preview = (from: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/job-alerts/unsubscribe/${token}`, remoteAddress: from });
  const oneClick = (from: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/job-alerts/unsubscribe/${token}`,
      remoteAddress: from,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const confirm = (from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/job-alerts/email/confirm',
      remoteAddress: from,
      payload: { token: 'not-a-token' },
    });

  it('answer 429 with Retry-After past a network’s budget, also for links that are not valid', async () => {
    const from = network();
    await spent('alert_link', from, linkLimit - 2);
    expect((await preview(from)).statusCode).toBe(200);
    expect((await confirm(from)).statusCode).toBe(400); // a bad token still spends one
    for (const refused of [await preview(from), await confirm(from)]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error.message).toBe(ALERT_LINKS_EXHAUSTED);
    }
    // Another network, and the one-click unsubscribe from this one, are not held up by it.
    expect((await preview(network())).statusCode).toBe(200);
    expect((await oneClick(from)).statusCode).toBe(200);
  });

  it('keep their own, larger budget for one-click unsubscribes (a mail provider posts for many people)', async () => {
    expect(unsubscribeLimit).toBeGreaterThanOrEqual(2 * linkLimit);
    const provider = network();
    await spent('alert_unsubscribe', provider, unsubscribeLimit - 1);
    expect((await oneClick(provider)).statusCode).toBe(200);
    const refused = await oneClick(provider);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  // PGlite runs one transaction at a time; only PostgreSQL can show requests racing for the last few.
  it.runIf(onPostgres)('hold the budget when requests from one network arrive at once', async () => {
    const from = network();
    await spent('alert_link', from, linkLimit - 3);
    const answers = await Promise.all(Array.from({ length: 12 }, () => preview(from)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });
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

describe('production without SMTP_URL', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp(PRODUCTION_TEST_ENV, { database: t.database });
  });
  afterAll(() => production?.close());

  it('turns e-mail off where people see it, and neither stores nor prints anyone’s mail', async () => {
    const printed = vi.spyOn(console, 'log');
    const sam = await person(production.app, t.database.db);
    const refused = await callAs(production.app, 'PUT', '/user/job-alerts/email', sam, {
      email: 'sam@example.com',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ field: 'email', message: ALERT_EMAIL_OFF });

    // An address confirmed while e-mail was on gets nothing either.
    const confirmed = await subscriber();
    const word = uniqueWord();
    await createAlert(production.app, confirmed, { word });
    await insertJob(t.database.db, { business_id: businessId, title: `Host ${word}` });
    await deliver(production.app);
    const stored = await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.to_address, confirmed.email));
    expect(stored).toEqual([]);
    expect(printed.mock.calls.flat().join('\n')).not.toContain('[mail]');
  });
});
