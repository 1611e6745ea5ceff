import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  createAuthTestApp,
  sendOtp,
  signIn,
  verifyOtp,
  wrongCodeFor,
} from '../test/auth-test-kit.ts';
import { buildAppConfig } from './app-config.ts';
import { parseEnv } from './env.ts';
import { loggerOptions } from './logger-options.ts';

const PUBLIC_URL = 'https://perks.example';
const INBOUND_SMS_PATH = '/api/v1/sms/inbound';
/** The gateway's signature (modules/notifications/twilio-signature.ts), made as the gateway makes it. */
const gatewaySignature = (url: string, fields: Record<string, string>) =>
  createHmac('sha1', 'secret-token')
    .update(
      Object.keys(fields)
        .sort()
        .reduce((text, name) => text + name + fields[name], url),
    )
    .digest('base64');
const ADMIN = '+12075557301';
const MEMBER = '+12075557302';
const TEXTER = '+12075557303';
const WRITTEN = '(207) 555-7304';
const EMAILS = ['dana.logs@example.com', 'olive.owner@example.org', 'alerts.sam@example.net'] as const;

/**
 * A run of real requests that carry phone numbers and e-mail addresses (sign-in codes, the SMS
 * gateway's webhook, the leads form, a profile, a job alert's address, admin searches), with the
 * server's own logger options writing to a list: no line may hold a whole phone number or address,
 * and every line of a request names its id and its route key.
 */
describe('request logs', () => {
  const lines: string[] = [];
  let t: AuthTestApp;
  const env = { PUBLIC_URL, ADMIN_PHONES: ADMIN, LOG_LEVEL: 'trace' };

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const config = buildAppConfig(parseEnv({ NODE_ENV: 'test', ...env }));
    t = await createAuthTestApp(env, undefined, { logger: { ...loggerOptions(config, false), stream } });
  });
  afterAll(() => t.close());

  it('never holds a whole phone number or e-mail address, and names each request and its route', async () => {
    const admin = await signIn(t, ADMIN);
    const member = await signIn(t, MEMBER);
    expect((await verifyOtp(t, MEMBER, wrongCodeFor('1234'))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await sendOtp(t, WRITTEN)).statusCode).toBeLessThan(500);

    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: member.auth,
      payload: { first_name: 'Olive', last_name: 'Owner', email: EMAILS[1] },
    });
    expect(profile.statusCode).toBe(200);
    const alertAddress = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/job-alerts/email',
      headers: member.auth,
      payload: { email: EMAILS[2] },
    });
    expect(alertAddress.statusCode).toBeLessThan(300);

    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { email: EMAILS[0], business: 'Log Line Tavern', lead_source: 'website', is_owner_gm: true },
    });
    expect(lead.statusCode).toBe(201);
    for (const search of [ADMIN, MEMBER, EMAILS[0], WRITTEN]) {
      const query = `search=${encodeURIComponent(search)}`;
      expect((await t.app.inject({ url: `/api/v1/users?${query}`, headers: admin.auth })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ url: `/api/v1/leads?${query}`, headers: admin.auth })).statusCode).toBe(
        200,
      );
    }
    // The raw `+` of a hand-typed URL, and an address in a path the app does not have.
    await t.app.inject({ url: `/api/v1/users?search=${MEMBER}`, headers: admin.auth });
    await t.app.inject({ method: 'DELETE', url: `/api/v1/nowhere/${EMAILS[1]}` });

    const fields = {
      MessageSid: `SM${'7'.repeat(32)}`,
      AccountSid: 'ACtest',
      From: TEXTER,
      To: '+12075559999',
      Body: 'STOP',
    };
    const inbound = await t.app.inject({
      method: 'POST',
      url: INBOUND_SMS_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': gatewaySignature(`${PUBLIC_URL}${INBOUND_SMS_PATH}`, fields),
      },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(inbound.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();

    const log = lines.join('\n');
    // The requests did put phones and addresses in the log: masked.
    expect(log).toContain('%2B1207•••••01');
    expect(log).toContain('search=+1207•••••02');
    expect(log).toContain('d•••@example.com');
    for (const phone of [ADMIN, MEMBER, TEXTER, '+12075557304']) {
      const national = phone.slice(2);
      for (const whole of [
        phone,
        national,
        encodeURIComponent(phone),
        `${national.slice(0, 3)}) ${national.slice(3, 6)}-`,
      ]) {
        expect(log).not.toContain(whole);
      }
      expect(log).not.toContain(WRITTEN);
      expect(log.replace(/[^\d\n]/g, '')).not.toContain(national);
    }
    for (const email of EMAILS) {
      expect(log.toLowerCase()).not.toContain(email);
      expect(log.toLowerCase()).not.toContain(encodeURIComponent(email).toLowerCase());
    }

    const parsed = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; route?: string; req?: { url: string } },
    );
    const ofRequests = parsed.filter((line) => line.reqId !== undefined);
    expect(ofRequests.length).toBeGreaterThan(40);
    for (const line of ofRequests) {
      expect(line.route).toMatch(/^(unmatched|[A-Z,]+ \/[^?\s]*)$/);
      expect(line.route).not.toContain('nowhere');
    }
    const routesOf = (url: string) =>
      new Set(parsed.filter((line) => line.req?.url.startsWith(url)).map((line) => line.route));
    expect(routesOf('/api/v1/users?')).toEqual(new Set(['GET /users']));
    expect(routesOf('/api/v1/auth/send-otp')).toEqual(new Set(['POST /auth/send-otp']));
    expect(routesOf(INBOUND_SMS_PATH)).toEqual(new Set([`POST ${INBOUND_SMS_PATH}`]));
    const sendOtpIds = new Set(
      parsed.filter((line) => line.route === 'POST /auth/send-otp').map((l) => l.reqId),
    );
    expect(sendOtpIds.size).toBeGreaterThanOrEqual(3);
  });
});
