import { AUTH_LIMITS } from '@perks/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpChallenges, refreshSessions, users } from '../../db/schema/index.ts';
import {
  authTestSetup,
  createAuthTestApp,
  refreshCookieOf,
  sendOtp,
  solvedChallenge,
  verifyOtp,
  wrongCodeFor,
} from '../../test/auth-test-kit.ts';

/** A distinct, valid Portland number per test, so limits never leak between tests. */
const { t, newPhone } = authTestSetup(2000, { ADMIN_PHONES: '+12075550100' });
const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
/** Moves a phone's history back in time instead of waiting for real minutes to pass. */
const ageEvents = (phone: string, seconds: number) =>
  exec(
    sql`update otp_events set created_at = created_at - make_interval(secs => ${seconds}) where phone = ${phone}`,
  );

describe('POST /auth/send-otp', () => {
  it('normalises the number to E.164 and sends the code through the HTTP gateway', async () => {
    const res = await sendOtp(t, '(207) 555-1900');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'OTP sent to your phone', code_length: 4, expires_in: 300, resend_in: 60 },
    });
    const [message] = t.sms.sentTo('+12075551900');
    expect(message).toMatchObject({
      from: '+12075559999',
      path: '/2010-04-01/Accounts/ACtest/Messages.json',
    });
    expect(message?.authorization).toBe(`Basic ${Buffer.from('ACtest:secret-token').toString('base64')}`);
    expect(message?.body).toMatch(/^Your Industry Perks code is \d{4}\. It expires in 5 minutes\.$/);
  });

  it('refuses anything that is not a real phone number with a 400 naming the field', async () => {
    for (const phone of ['12345', '+1 555 555 5555', 'call me', '']) {
      const res = await sendOtp(t, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'phone' });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('phone');
  });

  it('stores only an HMAC of the code, never the code', async () => {
    const phone = newPhone();
    await sendOtp(t, phone);
    const code = t.sms.latestCode(phone);
    const [row] = await t.database.db
      .select()
      .from(otpChallenges)
      .where(sql`${otpChallenges.phone} = ${phone}`);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
  });

  it('answers a resend inside 60 seconds with 429 and Retry-After, and sends nothing', async () => {
    const phone = newPhone();
    expect((await sendOtp(t, phone)).statusCode).toBe(200);
    const res = await sendOtp(t, phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(t.sms.sentTo(phone)).toHaveLength(1);

    await ageEvents(phone, 61);
    expect((await sendOtp(t, phone)).statusCode).toBe(200);
    expect(t.sms.sentTo(phone)).toHaveLength(2);
  });

  it('sends one code when two requests for the same phone arrive at once', async () => {
    const phone = newPhone();
    const results = await Promise.all([sendOtp(t, phone), sendOtp(t, phone)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(t.sms.sentTo(phone)).toHaveLength(1);
  });

  it('sends at most 5 codes a day to one phone from one address; past 5 others need a challenge', async () => {
    const phone = newPhone();
    const remoteAddress = '192.0.2.20';
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(t, phone, { remoteAddress })).statusCode).toBe(200);
      await ageEvents(phone, 61);
    }
    const res = await sendOtp(t, phone, { remoteAddress });
    expect(res.statusCode).toBe(429);
    // The oldest of the five leaves the rolling day first.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(86_400 - 6 * 61 - 5);
    expect(t.sms.sentTo(phone)).toHaveLength(5);

    // From elsewhere the number still gets a code, once the sender has done the work.
    const elsewhere = await sendOtp(t, phone);
    expect(elsewhere.statusCode).toBe(428);
    expect(elsewhere.json().error.code).toBe('CHALLENGE_REQUIRED');
    expect((await sendOtp(t, phone, { altcha: await solvedChallenge(t) })).statusCode).toBe(200);
    expect(t.sms.sentTo(phone)).toHaveLength(6);
  });

  it('caps codes per client address, trusting X-Forwarded-For only from a configured proxy', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < AUTH_LIMITS.codesPerNetworkPerHour; i++) {
      await exec(
        sql`insert into otp_events (phone, ip, network, kind) values (${newPhone()}, ${address}, ${address}, 'sent')`,
      );
    }
    const capped = await sendOtp(t, newPhone(), { remoteAddress: address });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3500);

    // Without TRUST_PROXY a forged header does not move the request to another address.
    const forged = await sendOtp(t, newPhone(), {
      remoteAddress: address,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(forged.statusCode).toBe(429);
    expect((await sendOtp(t, newPhone(), { remoteAddress: '192.0.2.11' })).statusCode).toBe(200);

    const proxied = await createAuthTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i < AUTH_LIMITS.codesPerNetworkPerHour; i++) {
        await proxied.database.db.execute(
          sql`insert into otp_events (phone, ip, network, kind) values (${newPhone()}, ${address}, ${address}, 'sent')`,
        );
      }
      const viaProxy = (phone: string, forwardedFor: string) =>
        sendOtp(proxied, phone, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });
      expect((await viaProxy(newPhone(), address)).statusCode).toBe(429);
      expect((await viaProxy(newPhone(), '198.51.100.8')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("lets the person ask again at once when the gateway fails, and keeps the gateway's words to the log", async () => {
    const phone = newPhone();
    t.sms.failing = true;
    try {
      const res = await sendOtp(t, phone);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        message: 'We could not send the code. Please try again.',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(res.body).not.toContain('gateway');
    } finally {
      t.sms.failing = false;
    }
    expect((await sendOtp(t, phone)).statusCode).toBe(200);
  });
});

describe('POST /auth/verify-otp', () => {
  it('creates the account on first verification and signs the same account in later', async () => {
    const phone = newPhone();
    await sendOtp(t, phone);
    const res = await verifyOtp(t, phone, t.sms.latestCode(phone));
    expect(res.statusCode).toBe(200);
    const { user, session } = res.json().data;
    expect(user).toMatchObject({
      phone,
      is_admin: false,
      is_active: true,
      profile: { first_name: null, last_name: null, role: 'worker' },
    });
    expect(user.last_sign_in_at).toEqual(expect.any(String));
    expect(session).toEqual({ access_token: expect.any(String), expires_in: 3600 });

    const cookie = res.cookies.find((c) => c.name === 'perks_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie?.secure).toBeFalsy();
    expect(new Date(String(cookie?.expires)).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await ageEvents(phone, 61);
    await sendOtp(t, phone);
    const again = await verifyOtp(t, phone, t.sms.latestCode(phone));
    expect(again.json().data.user.id).toBe(user.id);
  });

  it('makes numbers listed in ADMIN_PHONES admins', async () => {
    await sendOtp(t, '+12075550100');
    const res = await verifyOtp(t, '+1 207 555 0100', t.sms.latestCode('+12075550100'));
    expect(res.json().data.user).toMatchObject({ is_admin: true, profile: { role: 'admin' } });
  });

  it('answers a wrong code exactly as a code for a number that never asked for one', async () => {
    const asked = newPhone();
    await sendOtp(t, asked);
    const wrong = await verifyOtp(t, asked, wrongCodeFor(t.sms.latestCode(asked)));
    const neverAsked = await verifyOtp(t, newPhone(), '1234');
    for (const res of [wrong, neverAsked]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        message: 'This code is not valid or has expired. Please request a new one.',
        code: 'BAD_REQUEST',
        field: 'token',
      });
    }
  });

  it('checks the code length against OTP_LENGTH, naming the field', async () => {
    const phone = newPhone();
    await sendOtp(t, phone);
    const res = await verifyOtp(t, phone, '123');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'token', message: 'OTP must be exactly 4 digits' });
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    await sendOtp(t, phone);
    await exec(
      sql`update otp_challenges set expires_at = now() - interval '1 second' where phone = ${phone}`,
    );
    const res = await verifyOtp(t, phone, t.sms.latestCode(phone));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This code is not valid or has expired. Please request a new one.');
  });

  it('refuses a code that was already used', async () => {
    const phone = newPhone();
    await sendOtp(t, phone);
    const code = t.sms.latestCode(phone);
    expect((await verifyOtp(t, phone, code)).statusCode).toBe(200);
    const reused = await verifyOtp(t, phone, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(
      'This code is not valid or has expired. Please request a new one.',
    );
  });

  it('voids the old code when a new one is sent', async () => {
    const phone = newPhone();
    await sendOtp(t, phone);
    const first = t.sms.latestCode(phone);
    await ageEvents(phone, 61);
    await sendOtp(t, phone);
    const second = t.sms.latestCode(phone);
    if (first !== second) expect((await verifyOtp(t, phone, first)).statusCode).toBe(400);
    expect((await verifyOtp(t, phone, second)).statusCode).toBe(200);
  });

  it('burns a code after 5 wrong tries, so even the right code then fails', async () => {
    const phone = newPhone();
    await sendOtp(t, phone);
    const code = t.sms.latestCode(phone);
    for (let i = 0; i < 4; i++) expect((await verifyOtp(t, phone, wrongCodeFor(code))).statusCode).toBe(400);
    const fifth = await verifyOtp(t, phone, wrongCodeFor(code));
    expect(fifth.json().error.message).toBe(
      'This code is not valid or has expired. Please request a new one.',
    );
    const right = await verifyOtp(t, phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.message).toBe(
      'This code is not valid or has expired. Please request a new one.',
    );
  });

  it('keeps counting failures across resends: past 10 in an hour from one address even the right code gets 429 there', async () => {
    const phone = newPhone();
    const remoteAddress = '192.0.2.30';
    const failTimes = async (n: number) => {
      const code = t.sms.latestCode(phone);
      for (let i = 0; i < n; i++)
        expect((await verifyOtp(t, phone, wrongCodeFor(code), { remoteAddress })).statusCode).toBe(400);
    };
    await sendOtp(t, phone);
    await failTimes(4);
    await ageEvents(phone, 61);
    await sendOtp(t, phone);
    await failTimes(4);
    await ageEvents(phone, 61);
    await sendOtp(t, phone);
    await failTimes(2); // only 2 against this code, 10 against the phone

    const res = await verifyOtp(t, phone, t.sms.latestCode(phone), { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Too many failed attempts. Please try again later.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    // No new code is sent to that address for this phone either.
    await ageEvents(phone, 61);
    expect((await sendOtp(t, phone, { remoteAddress })).statusCode).toBe(429);
  });

  it('allows at most 20 failures per phone per day from one address', async () => {
    const phone = newPhone();
    const address = '192.0.2.31';
    for (let i = 0; i < 20; i++) {
      await exec(
        sql`insert into otp_events (phone, ip, network, kind, created_at) values (${phone}, ${address}, ${address}, 'failed', now() - interval '2 hours')`,
      );
    }
    const res = await sendOtp(t, phone, { remoteAddress: address });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(20 * 3600);
  });

  it('gives exactly one session to two verifications of the same code at once', async () => {
    const phone = newPhone();
    await sendOtp(t, phone);
    const code = t.sms.latestCode(phone);
    const results = await Promise.all([verifyOtp(t, phone, code), verifyOtp(t, phone, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const sessions = await t.database.db
      .select({ id: refreshSessions.id })
      .from(refreshSessions)
      .innerJoin(users, eq(users.id, refreshSessions.user_id))
      .where(eq(users.phone, phone));
    expect(sessions).toHaveLength(1);
  });

  it('refuses a disabled account', async () => {
    const phone = newPhone();
    await t.database.db.insert(users).values({ phone, is_active: false });
    await sendOtp(t, phone);
    const res = await verifyOtp(t, phone, t.sms.latestCode(phone));
    expect(res.statusCode).toBe(403);
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('refuses a sign-in posted from a foreign Origin', async () => {
    const phone = newPhone();
    await sendOtp(t, phone);
    const res = await verifyOtp(t, phone, t.sms.latestCode(phone), {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('OTP_LENGTH=6', () => {
  it('sends six-digit codes and asks for six digits', async () => {
    const six = await createAuthTestApp({ OTP_LENGTH: '6' });
    try {
      const phone = '+12075551901';
      const sent = await sendOtp(six, phone);
      expect(sent.json().data.code_length).toBe(6);
      const code = six.sms.latestCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      expect((await verifyOtp(six, phone, code.slice(0, 4))).json().error.message).toBe(
        'OTP must be exactly 6 digits',
      );
      expect((await verifyOtp(six, phone, code)).statusCode).toBe(200);
    } finally {
      await six.close();
    }
  });
});
