import {
  BUSINESS_TEXT_KINDS,
  CONSENT_WORDS,
  TEXT_CONSENT_CHANGES_PER_HOUR,
  TEXT_KINDS,
  type TTextKindSetting,
} from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEvents, textConsents, textOptOuts, users } from '../../db/schema/index.ts';
import { applicantPerson, applyTo, businessWithJob } from '../../test/application-fixtures.ts';
import { type AuthTestApp, createAuthTestApp } from '../../test/auth-test-kit.ts';
import { callAs } from '../../test/call-as.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

let people = 0;
async function person() {
  people += 1;
  const user = await createTestUser(t.database.db, { phone: `+1207555${String(4300 + people)}` });
  return { user, headers: await authHeadersFor(t.app, user) };
}

const settings = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/text-consents', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.kinds as TTextKindSetting[];
};
const setting = async (headers: Record<string, string>, kind: string) =>
  (await settings(headers)).find((one) => one.kind === kind)!;
const turn = (headers: Record<string, string>, kind: string, payload: unknown, from = '198.51.100.20') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/user/text-consents/${kind}`,
    headers: { ...headers, 'content-type': 'application/json' },
    remoteAddress: from,
    payload: JSON.stringify(payload),
  });
const optOutsOf = async (phone: string) =>
  (await t.database.db.select().from(textOptOuts).where(eq(textOptOuts.phone, phone)))
    .map((row) => row.category)
    .sort();

describe('GET and PUT /user/text-consents', () => {
  it('lists every kind of text, on until stopped, with no consent recorded yet', async () => {
    const { headers } = await person();
    const kinds = await settings(headers);
    expect(kinds.map((one) => one.kind)).toEqual([...TEXT_KINDS]);
    expect(kinds.every((one) => one.enabled && one.consent === null)).toBe(true);
    expect(kinds.filter((one) => !one.switchable).map((one) => one.kind)).toEqual(['sign-in-code']);
  });

  it('a switch turned off is an opt-out of that kind, as a STOP, recorded with when, the words and the address', async () => {
    const { user, headers } = await person();
    const res = await turn(headers, 'job-alert', { enabled: false }, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'job-alert', enabled: false });
    expect(await optOutsOf(user.phone)).toEqual(['job-alert']);
    expect(
      await t.app.textOutbox.queueText({
        to: { phone: user.phone },
        body: 'A new job',
        category: 'job-alert',
        dedupeKey: `consent-off-${user.id}`,
      }),
    ).toMatchObject({ status: 'skipped', reason: 'opted_out' });
    const { consent } = await setting(headers, 'job-alert');
    expect(consent).toMatchObject({
      granted: false,
      screen: 'settings',
      words: CONSENT_WORDS.settings.words,
      words_version: CONSENT_WORDS.settings.version,
      ip: '203.0.113.9',
    });
    expect(Date.now() - Date.parse(consent!.at)).toBeLessThan(60_000);

    expect((await turn(headers, 'job-alert', { enabled: true })).json().data).toMatchObject({
      enabled: true,
    });
    expect(await optOutsOf(user.phone)).toEqual([]);
  });

  it('turning one kind on after STOPALL keeps every other kind stopped', async () => {
    const { user, headers } = await person();
    await t.database.db.insert(textOptOuts).values({ phone: user.phone, category: '*' });
    expect((await setting(headers, 'application-status')).enabled).toBe(false);
    await turn(headers, 'application-status', { enabled: true });
    const kinds = await settings(headers);
    expect(kinds.filter((one) => one.switchable && one.enabled).map((one) => one.kind)).toEqual([
      'application-status',
    ]);
    expect(await optOutsOf(user.phone)).not.toContain('*');
  });

  it('refuses what is not a switch: sign-in codes, an unknown kind, a wrong body (4xx), and nobody signed out (401)', async () => {
    const { headers } = await person();
    expect((await turn(headers, 'sign-in-code', { enabled: false })).statusCode).toBe(400);
    expect((await turn(headers, 'marketing', { enabled: false })).statusCode).toBe(400);
    expect((await turn(headers, 'job-alert', { enabled: 'no' })).statusCode).toBe(400);
    expect((await turn(headers, 'job-alert', { enabled: false, extra: 1 })).statusCode).toBe(400);
    const nul = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/text-consents/job-alert',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"enabled":false,"x":"\\u0000"}',
    });
    expect(nul.statusCode).toBe(400);
    expect((await turn({}, 'job-alert', { enabled: false })).statusCode).toBe(401);
  });

  it(`allows ${TEXT_CONSENT_CHANGES_PER_HOUR} changes an hour per account, then 429 with Retry-After`, async () => {
    const { user, headers } = await person();
    await t.database.db.insert(requestEvents).values(
      Array.from({ length: TEXT_CONSENT_CHANGES_PER_HOUR }, () => ({
        action: 'text_consent_change' as const,
        network: `user:${user.id}`,
      })),
    );
    const res = await turn(headers, 'billing', { enabled: false });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await optOutsOf(user.phone)).toEqual([]);
  });
});

describe('consent recorded at each opt-in', () => {
  it('asking for a sign-in code records the sign-in words once per version, with the address', async () => {
    const phone = '+12075554388';
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/send-otp',
        remoteAddress: '192.0.2.55',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ phone }),
      });
      if (i === 0) expect(res.statusCode).toBe(200);
    }
    const rows = await t.database.db.select().from(textConsents).where(eq(textConsents.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'sign-in-code',
      granted: true,
      screen: 'sign-in',
      words: CONSENT_WORDS['sign-in'].words,
      words_version: CONSENT_WORDS['sign-in'].version,
      ip: '192.0.2.55',
    });
  });
});

describe('consent recorded on the apply form and the job alerts form', () => {
  const consentsOf = async (userId: string) => {
    const [row] = await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    return t.database.db.select().from(textConsents).where(eq(textConsents.phone, row!.phone));
  };

  it("'Text me when my application moves' records the apply words; an application without it records nothing", async () => {
    const { job } = await businessWithJob(t.database.db, 'Consent Grill');
    const texting = await applicantPerson(t.app, t.database.db);
    expect((await applyTo(t.app, texting, job.id, { sms_updates: true })).statusCode).toBe(201);
    expect(await consentsOf(texting.id)).toEqual([
      expect.objectContaining({
        kind: 'application-status',
        granted: true,
        screen: 'apply',
        words: CONSENT_WORDS.apply.words,
        words_version: CONSENT_WORDS.apply.version,
      }),
    ]);
    const quiet = await applicantPerson(t.app, t.database.db);
    expect((await applyTo(t.app, quiet, job.id, { sms_updates: false })).statusCode).toBe(201);
    expect(await consentsOf(quiet.id)).toEqual([]);
  });

  it('an alert sent by text records the job alerts words; one by e-mail only records nothing', async () => {
    const alert = (channels: string[]) => ({
      name: 'Consent alert',
      filters: { title_search: 'consent' },
      frequency: 'instant',
      channels,
    });
    const byText = await applicantPerson(t.app, t.database.db);
    expect((await callAs(t.app, 'POST', '/user/job-alerts', byText, alert(['sms']))).statusCode).toBe(201);
    expect(await consentsOf(byText.id)).toEqual([
      expect.objectContaining({
        kind: 'job-alert',
        granted: true,
        screen: 'job-alerts',
        words: CONSENT_WORDS['job-alerts'].words,
      }),
    ]);
    const byEmail = await applicantPerson(t.app, t.database.db);
    await t.database.db.update(users).set({ email_confirmed_at: new Date() }).where(eq(users.id, byEmail.id));
    expect((await callAs(t.app, 'POST', '/user/job-alerts', byEmail, alert(['email']))).statusCode).toBe(201);
    expect(await consentsOf(byEmail.id)).toEqual([]);
  });

  it("setting up a business records the owner's consent to each business kind of text, with its words", async () => {
    const owner = await applicantPerson(t.app, t.database.db);
    expect((await callAs(t.app, 'POST', '/businesses', owner, { name: 'Consent Tavern' })).statusCode).toBe(
      201,
    );
    const rows = await consentsOf(owner.id);
    expect(rows.map((row) => row.kind).sort()).toEqual([...BUSINESS_TEXT_KINDS].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        granted: true,
        screen: 'business-setup',
        words: CONSENT_WORDS['business-setup'].words,
        words_version: CONSENT_WORDS['business-setup'].version,
      });
    }
  });
});
