import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { authTestSetup, sendOtp, verifyOtp } from '../../test/auth-test-kit.ts';

const { t } = authTestSetup(3200);

/** Signs the phone in with these headers on both calls; answers the account's language. */
async function signInWith(phone: string, headers: Record<string, string>): Promise<string | null> {
  expect((await sendOtp(t, phone, { headers })).statusCode).toBe(200);
  const res = await verifyOtp(t, phone, t.sms.latestCode(phone), { headers });
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(users).where(eq(users.phone, phone));
  expect(res.json().data.user.language).toBe(row?.language);
  return row?.language ?? null;
}

describe('the language chosen before signing in', () => {
  it('becomes a new account’s language (the footer’s picker is the `lang` cookie)', async () => {
    expect(await signInWith('+12075553201', { cookie: 'lang=es' })).toBe('es');
  });

  it('does not replace a language the account already has', async () => {
    expect(await signInWith('+12075553202', { cookie: 'lang=fr' })).toBe('fr');
    await t.database.db.update(users).set({ language: 'pt' }).where(eq(users.phone, '+12075553202'));
    // Past the minute a second code to one phone waits.
    await t.database.db.execute(
      sql`update otp_events set created_at = created_at - interval '2 minutes' where phone = '+12075553202'`,
    );
    expect(await signInWith('+12075553202', { cookie: 'lang=es' })).toBe('pt');
  });

  it('is not guessed from the browser’s languages alone, nor from a code it does not speak', async () => {
    expect(await signInWith('+12075553203', { 'accept-language': 'es-MX,es;q=0.9' })).toBeNull();
    expect(await signInWith('+12075553204', { cookie: 'lang=de' })).toBeNull();
  });
});
