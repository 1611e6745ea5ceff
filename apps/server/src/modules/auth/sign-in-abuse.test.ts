import { AUTH_LIMITS } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  authTestSetup,
  createAuthTestApp,
  sendOtp,
  solvedChallenge,
  verifyOtp,
  wrongCodeFor,
} from '../../test/auth-test-kit.ts';
import { statusCounts } from '../../test/status-counts.ts';

// The budgets of docs/decisions/021-sign-in-abuse-budgets.md, attacked the way they were found.

const { t, newPhone } = authTestSetup(3000);

describe('guessing across many phones from one network', () => {
  it('stops 300 wrong guesses from one address after 30, whatever the phones', async () => {
    const phones = Array.from({ length: 60 }, newPhone);
    for (const phone of phones) expect((await sendOtp(t, phone)).statusCode).toBe(200);

    const statuses: number[] = [];
    for (const phone of phones) {
      const wrong = wrongCodeFor(t.sms.latestCode(phone));
      for (let i = 0; i < 5; i++) {
        statuses.push((await verifyOtp(t, phone, wrong, { remoteAddress: '203.0.113.5' })).statusCode);
      }
    }
    expect(statuses).toHaveLength(300);
    expect(statusCounts(statuses)).toEqual({ 400: AUTH_LIMITS.failuresPerNetworkPerHour, 429: 270 });

    // The rest of the world is not affected: the next phone's owner signs in from home.
    const owner = phones.at(-1)!;
    expect((await verifyOtp(t, owner, t.sms.latestCode(owner))).statusCode).toBe(200);
  });

  it('counts an IPv6 network by its /64, so fresh addresses in it buy no guesses', async () => {
    const phones = Array.from({ length: 7 }, newPhone);
    for (const phone of phones) await sendOtp(t, phone);
    const statuses: number[] = [];
    let host = 1;
    for (const phone of phones) {
      const wrong = wrongCodeFor(t.sms.latestCode(phone));
      for (let i = 0; i < 5; i++) {
        const remoteAddress = `2001:db8:77:1:${(host++).toString(16)}::1`;
        statuses.push((await verifyOtp(t, phone, wrong, { remoteAddress })).statusCode);
      }
    }
    expect(statusCounts(statuses)).toEqual({ 400: 30, 429: 5 });
  });
});

describe('a stranger trying to lock a person out', () => {
  it('spends only their own budget; the owner signs in after solving a challenge', async () => {
    const victim = newPhone();
    // Two sends and ten wrong codes from one address, then more from two others.
    await sendOtp(t, victim, { remoteAddress: '198.51.100.1' });
    await t.database.db.execute(
      sql`update otp_events set created_at = created_at - interval '61 seconds' where phone = ${victim}`,
    );
    await sendOtp(t, victim, { remoteAddress: '198.51.100.1' });
    const wrong = wrongCodeFor(t.sms.latestCode(victim));
    for (let i = 0; i < 10; i++) await verifyOtp(t, victim, wrong, { remoteAddress: '198.51.100.1' });
    const attacker = await verifyOtp(t, victim, wrong, { remoteAddress: '198.51.100.1' });
    expect(attacker.statusCode).toBe(429);

    // The phone is now under attack: other addresses must do the work before every try.
    const other = await verifyOtp(t, victim, wrong, { remoteAddress: '198.51.100.2' });
    expect(other.statusCode).toBe(428);
    expect(other.json().error).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      message: 'Please complete the security check and try again.',
    });

    // The owner, from home: a new code and the right code, each after a solved challenge.
    await t.database.db.execute(
      sql`update otp_events set created_at = created_at - interval '61 seconds' where phone = ${victim}`,
    );
    const home = { remoteAddress: '192.0.2.99' };
    expect((await sendOtp(t, victim, home)).statusCode).toBe(428);
    expect((await sendOtp(t, victim, { ...home, altcha: await solvedChallenge(t) })).statusCode).toBe(200);
    const code = t.sms.latestCode(victim);
    expect((await verifyOtp(t, victim, code, home)).statusCode).toBe(428);
    const signedIn = await verifyOtp(t, victim, code, { ...home, altcha: await solvedChallenge(t) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.phone).toBe(victim);
  });

  it('accepts a solved challenge once', async () => {
    const phone = newPhone();
    for (let i = 0; i < AUTH_LIMITS.failuresPerPhoneBeforeChallengePerHour; i++) {
      await verifyOtp(t, phone, '1234'); // no code was sent: each check is a failure
    }
    const altcha = await solvedChallenge(t);
    expect((await verifyOtp(t, phone, '1234', { altcha })).statusCode).toBe(400);
    const replay = await verifyOtp(t, phone, '1234', { altcha });
    expect(replay.statusCode).toBe(428);
    expect(replay.json().error.message).toBe('The security check failed or has expired. Please try again.');
  });
});

describe('what verify-otp tells about a number', () => {
  it('answers a number that never asked for a code exactly as an expired code', async () => {
    const never = await verifyOtp(t, newPhone(), '1234');
    const phone = newPhone();
    await sendOtp(t, phone);
    await t.database.db.execute(
      sql`update otp_challenges set expires_at = now() - interval '1 second' where phone = ${phone}`,
    );
    const expired = await verifyOtp(t, phone, t.sms.latestCode(phone));
    expect(never.statusCode).toBe(400);
    expect(expired.statusCode).toBe(never.statusCode);
    expect(expired.json()).toEqual(never.json());
    expect(never.json().error).toEqual({
      message: 'This code is not valid or has expired. Please request a new one.',
      code: 'BAD_REQUEST',
      field: 'token',
    });
  });

  it('counts those lookups as failures of the network', async () => {
    const remoteAddress = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await verifyOtp(t, newPhone(), '1234', { remoteAddress })).statusCode);
    expect(statusCounts(statuses)).toEqual({ 400: 30, 429: 1 });
  });
});

describe('where codes may be texted', () => {
  it.each([
    ['+881 6 3000 0000', 'satellite', 'We can only text codes to phone numbers in United States and Canada.'],
    [
      '+44 7400 123456',
      'a UK mobile',
      'We can only text codes to phone numbers in United States and Canada.',
    ],
    [
      '+1 900 234 5678',
      'premium-rate',
      'We cannot text codes to premium-rate, toll-free, shared-cost or satellite numbers. Please use a mobile number.',
    ],
    [
      '+1 800 234 5678',
      'toll-free',
      'We cannot text codes to premium-rate, toll-free, shared-cost or satellite numbers. Please use a mobile number.',
    ],
    [
      '+1 500 555 0123',
      'non-geographic, US personal communications',
      'We cannot text codes to non-geographic numbers such as +1 500 and +1 600 numbers. Please use a mobile number.',
    ],
    [
      '+1 533 555 0123',
      'non-geographic, US personal communications',
      'We cannot text codes to non-geographic numbers such as +1 500 and +1 600 numbers. Please use a mobile number.',
    ],
    [
      '+1 600 555 0123',
      'non-geographic, Canadian',
      'We cannot text codes to non-geographic numbers such as +1 500 and +1 600 numbers. Please use a mobile number.',
    ],
    [
      '+1 622 555 0123',
      'non-geographic, Canadian',
      'We cannot text codes to non-geographic numbers such as +1 500 and +1 600 numbers. Please use a mobile number.',
    ],
  ])(
    'refuses %s (%s) with a 400 naming the phone field, and sends nothing',
    async (phone, _kind, message) => {
      const before = t.sms.messages.length;
      const res = await sendOtp(t, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ message, code: 'VALIDATION_ERROR', field: 'phone' });
      expect(t.sms.messages).toHaveLength(before);
    },
  );

  it('sends to the countries SMS_ALLOWED_COUNTRIES names', async () => {
    const uk = await createAuthTestApp({ SMS_ALLOWED_COUNTRIES: 'us,gb' });
    try {
      expect((await sendOtp(uk, '+44 7400 123456')).statusCode).toBe(200);
      const canada = await sendOtp(uk, '+1 416 555 0199');
      expect(canada.json().error.message).toBe(
        'We can only text codes to phone numbers in United States and United Kingdom.',
      );
    } finally {
      await uk.close();
    }
  });
});

describe('the hourly SMS cap', () => {
  it('warns in the log at 80% and stops sending at the cap, for everyone', async () => {
    const capped = await createAuthTestApp({ SMS_MAX_PER_HOUR: '5' });
    const warn = vi.spyOn(capped.app.log, 'warn');
    try {
      for (let i = 0; i < 5; i++) expect((await sendOtp(capped, newPhone())).statusCode).toBe(200);
      // 4 of 5 already sent when the fifth was checked.
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[1])).toMatch(/80% of SMS_MAX_PER_HOUR/);
      const res = await sendOtp(capped, newPhone());
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('We cannot send codes right now. Please try again later.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
      expect(capped.sms.messages).toHaveLength(5);
    } finally {
      await capped.close();
    }
  });
});
