import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages, textOptOuts } from '../../db/schema/index.ts';
import { type AuthTestApp, createAuthTestApp } from '../../test/auth-test-kit.ts';
import { createTestApp } from '../../test/test-app.ts';
import { INBOUND_SMS_PATH } from './inbound-sms.routes.ts';
import { replyIntent } from './text-replies.ts';
import { twilioSignature } from './twilio-signature.ts';

const PUBLIC_URL = 'https://perks.example';
const TOKEN = 'secret-token'; // createAuthTestApp's SMS_HTTP_AUTH_TOKEN
const WEBHOOK_URL = `${PUBLIC_URL}${INBOUND_SMS_PATH}`;

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

let phones = 0;
function newPhone(): string {
  phones += 1;
  return `+1207555${String(3000 + phones)}`;
}

let messages = 0;

/** A reply as the gateway posts it: its usual fields, a new message id, signed for `url` with `token`. */
function gatewayPost(fields: Record<string, string>, options: { url?: string; token?: string } = {}) {
  messages += 1;
  const all = {
    MessageSid: `SM${String(messages).padStart(32, '0')}`,
    AccountSid: 'ACtest',
    To: '+12075559999',
    NumMedia: '0',
    ...fields,
  };
  return t.app.inject({
    method: 'POST',
    url: INBOUND_SMS_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(options.token ?? TOKEN, options.url ?? WEBHOOK_URL, all),
    },
    payload: new URLSearchParams(all).toString(),
  });
}

const optOutsOf = async (phone: string) =>
  (await t.database.db.select().from(textOptOuts).where(eq(textOptOuts.phone, phone))).map(
    (row) => row.category,
  );

/** A text of ours the phone received some minutes ago. */
async function sentText(phone: string, category: string, minutesAgo: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await t.database.db.insert(textMessages).values({
    phone,
    category,
    body: 'An earlier text',
    dedupe_key: `${phone}:${category}:${minutesAgo}`,
    status: 'sent',
    send_after: at,
    send_day: at.toISOString().slice(0, 10),
    sent_at: at,
  });
}

const queueText = (phone: string, category: string) =>
  t.app.textOutbox.queueText({
    to: { phone },
    body: 'A new job matches your alert.',
    category,
    dedupeKey: `${phone}:${category}:${Math.random()}`,
  });

describe('the gateway signature', () => {
  it("matches the gateway's published example", () => {
    // Twilio's documented example request (auth token 12345) and its signature.
    const fields = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', fields)).toBe(
      '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
    );
  });
});

describe('replyIntent', () => {
  it('knows the standard keywords as the whole message, in any case', () => {
    expect(['STOP', 'stop', ' Stop. ', 'unsubscribe', 'Cancel', 'END', 'quit'].map(replyIntent)).toEqual(
      Array(7).fill('stop'),
    );
    expect(replyIntent('STOPALL')).toBe('stop-all');
    expect(['START', 'unstop', 'Yes'].map(replyIntent)).toEqual(['start', 'start', 'start']);
    expect(['HELP', 'help', 'Info.'].map(replyIntent)).toEqual(['help', 'help', 'help']);
    expect(['Stop sending me shifts', 'stopp', 'help me', ''].map(replyIntent)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe(`POST ${INBOUND_SMS_PATH}`, () => {
  it('stops the kind of text the newest one was, and only that kind', async () => {
    const phone = newPhone();
    await sentText(phone, 'application-status', 60);
    await sentText(phone, 'job-alert', 5);
    const res = await gatewayPost({ From: phone, Body: 'STOP' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toContain('<Response></Response>');
    expect(await optOutsOf(phone)).toEqual(['job-alert']);
    expect(await queueText(phone, 'job-alert')).toMatchObject({ status: 'skipped', reason: 'opted_out' });
    expect((await queueText(phone, 'application-status')).status).not.toBe('skipped');
  });

  it('stops every kind on STOPALL, or on a STOP that answers no text of the last 30 days', async () => {
    const all = newPhone();
    await sentText(all, 'job-alert', 5);
    await gatewayPost({ From: all, Body: 'stopall' });
    expect(await optOutsOf(all)).toEqual(['*']);

    const stale = newPhone();
    await sentText(stale, 'job-alert', 31 * 24 * 60);
    await gatewayPost({ From: stale, Body: 'Stop' });
    expect(await optOutsOf(stale)).toEqual(['*']);
    for (const category of ['job-alert', 'application-status', 'business-approved']) {
      expect(await queueText(stale, category)).toMatchObject({ status: 'skipped', reason: 'opted_out' });
    }
  });

  it('lifts every opt-out on START, and leaves ordinary replies alone', async () => {
    const phone = newPhone();
    await gatewayPost({ From: phone, Body: 'STOPALL' });
    await gatewayPost({ From: phone, Body: 'Stop sending me Sunday shifts' });
    expect(await optOutsOf(phone)).toEqual(['*']);
    expect((await gatewayPost({ From: phone, Body: 'START' })).statusCode).toBe(200);
    expect(await optOutsOf(phone)).toEqual([]);
    expect((await queueText(phone, 'job-alert')).status).not.toBe('skipped');
  });

  it('acts on each message once: the same signed post again answers the same and changes nothing', async () => {
    const phone = newPhone();
    const stop = { From: phone, Body: 'STOP', MessageSid: 'SMreplayed-stop' };
    expect((await gatewayPost(stop)).statusCode).toBe(200);
    expect(await optOutsOf(phone)).toEqual(['*']);
    expect((await gatewayPost({ From: phone, Body: 'START' })).statusCode).toBe(200);
    expect(await optOutsOf(phone)).toEqual([]);

    const replay = await gatewayPost(stop);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain('<Response></Response>');
    expect(await optOutsOf(phone)).toEqual([]);
  });

  it('refuses a signed post without the message id, and records nothing', async () => {
    const phone = newPhone();
    const res = await gatewayPost({ From: phone, Body: 'STOP', MessageSid: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('MessageSid');
    expect(await optOutsOf(phone)).toEqual([]);
  });

  it('records nothing from a sender that cannot be texted back', async () => {
    const res = await gatewayPost({ From: '72345', Body: 'STOP' });
    expect(res.statusCode).toBe(200);
    expect(await optOutsOf('72345')).toEqual([]);
  });

  it('refuses a request the gateway did not sign, and records nothing', async () => {
    const phone = newPhone();
    const wrongToken = await gatewayPost({ From: phone, Body: 'STOP' }, { token: 'not-the-token' });
    const otherUrl = await gatewayPost(
      { From: phone, Body: 'STOP' },
      { url: `http://evil.example${INBOUND_SMS_PATH}` },
    );
    const unsigned = await t.app.inject({
      method: 'POST',
      url: INBOUND_SMS_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: phone, Body: 'STOP' }).toString(),
    });
    for (const res of [wrongToken, otherUrl, unsigned]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('The request is not signed by the SMS gateway');
    }
    expect(await optOutsOf(phone)).toEqual([]);
  });

  it('answers 4xx for input no gateway sends', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: INBOUND_SMS_PATH,
      headers: { 'content-type': 'application/json' },
      payload: { From: newPhone(), Body: 'STOP' },
    });
    expect(json.statusCode).toBe(415);
    const huge = await gatewayPost({ From: newPhone(), Body: 'x'.repeat(9000) });
    expect(huge.statusCode).toBe(413);
    const nul = await gatewayPost({ From: newPhone(), Body: 'ST\u0000OP' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.field).toBe('Body');
  });

  it('is not served without the HTTP SMS provider, which holds the signing token', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: INBOUND_SMS_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'From=%2B12075550123&Body=STOP',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
