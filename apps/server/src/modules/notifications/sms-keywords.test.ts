import { type Locale, SERVICE_CONTACT, SMS_HELP_REPLY, SUPPORTED_LOCALES } from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages, textOptOuts } from '../../db/schema/index.ts';
import { type AuthTestApp, createAuthTestApp } from '../../test/auth-test-kit.ts';
import { createTestUser } from '../../test/test-sessions.ts';
import { INBOUND_SMS_PATH } from './inbound-sms.routes.ts';
import { twilioSignature } from './twilio-signature.ts';

// The carriers' keywords through the signed webhook, for a person in each language (decision 084).
const PUBLIC_URL = 'https://perks.example';
const TOKEN = 'secret-token'; // createAuthTestApp's SMS_HTTP_AUTH_TOKEN
const WEBHOOK_URL = `${PUBLIC_URL}${INBOUND_SMS_PATH}`;

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

let messages = 0;
function gatewayPost(from: string, body: string, messageId?: string) {
  messages += 1;
  const fields = {
    MessageSid: messageId ?? `SMkw${String(messages).padStart(30, '0')}`,
    AccountSid: 'ACtest',
    From: from,
    To: '+12075559999',
    Body: body,
    NumMedia: '0',
  };
  return t.app.inject({
    method: 'POST',
    url: INBOUND_SMS_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TOKEN, WEBHOOK_URL, fields),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const optOutsOf = async (phone: string) =>
  (await t.database.db.select().from(textOptOuts).where(eq(textOptOuts.phone, phone))).map(
    (row) => row.category,
  );

/** The TwiML message the gateway is told to send back, unescaped; null when it sends none. */
function answered(body: string): string | null {
  const match = /<Message>([\s\S]*)<\/Message>/.exec(body);
  return match
    ? match[1]!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : null;
}

const helpIn = (locale: Locale) =>
  translatorForLocale(locale)(SMS_HELP_REPLY, { ...SERVICE_CONTACT, supportUrl: `${PUBLIC_URL}/support` });

describe.each(SUPPORTED_LOCALES.map((locale, i) => ({ locale, phone: `+1207555${4100 + i}` })))(
  'a person whose account is in $locale',
  ({ locale, phone }) => {
    beforeAll(async () => {
      await createTestUser(t.database.db, { phone, language: locale });
    });

    it('HELP and INFO answer who is writing, what they text, the costs, how to stop and where support is, in their language', async () => {
      for (const word of ['HELP', 'info']) {
        const res = await gatewayPost(phone, word);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/xml/);
        const reply = answered(res.body);
        expect(reply).toBe(helpIn(locale));
        expect(reply).toContain(SERVICE_CONTACT.name);
        expect(reply).toContain(SERVICE_CONTACT.email);
        expect(reply).toContain(`${PUBLIC_URL}/support`);
        expect(reply).toContain('STOP');
        if (locale !== 'en') expect(reply).not.toBe(helpIn('en'));
      }
      // Asking for help changes no opt-out.
      expect(await optOutsOf(phone)).toEqual([]);
    });

    it('STOP stops the kind of the newest text, STOPALL every kind, START lifts them; none is answered with a text of ours', async () => {
      const at = new Date(Date.now() - 5 * 60_000);
      await t.database.db.insert(textMessages).values({
        phone,
        category: 'job-alert',
        body: 'A new job matches your alert.',
        dedupe_key: `kw-${phone}`,
        status: 'sent',
        send_after: at,
        send_day: at.toISOString().slice(0, 10),
        sent_at: at,
      });
      const stop = await gatewayPost(phone, 'STOP');
      expect(answered(stop.body)).toBeNull();
      expect(await optOutsOf(phone)).toEqual(['job-alert']);

      const start = await gatewayPost(phone, 'START');
      expect(answered(start.body)).toBeNull();
      expect(await optOutsOf(phone)).toEqual([]);

      const stopAll = await gatewayPost(phone, 'STOPALL');
      expect(answered(stopAll.body)).toBeNull();
      expect(await optOutsOf(phone)).toEqual(['*']);
      await gatewayPost(phone, 'start');
      expect(await optOutsOf(phone)).toEqual([]);
    });
  },
);

describe('HELP from a number with no account', () => {
  it('is answered in English', async () => {
    const res = await gatewayPost('+12075554199', 'Help');
    expect(answered(res.body)).toBe(helpIn('en'));
  });

  it('is answered once: the gateway posting the same message again gets an empty answer', async () => {
    const first = await gatewayPost('+12075554198', 'HELP', 'SMkwreplayedhelp');
    expect(answered(first.body)).not.toBeNull();
    const again = await gatewayPost('+12075554198', 'HELP', 'SMkwreplayedhelp');
    expect(again.statusCode).toBe(200);
    expect(answered(again.body)).toBeNull();
  });

  it('from an unsigned post changes nothing and is not answered (403)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: INBOUND_SMS_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'forged' },
      payload: new URLSearchParams({
        MessageSid: 'SMkwforged',
        From: '+12075554197',
        Body: 'HELP',
      }).toString(),
    });
    expect(res.statusCode).toBe(403);
    expect(answered(res.body)).toBeNull();
  });
});
