import { PASSKEY_LIMITS } from '@perks/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-sessions.ts';
import { SessionService } from './sessions.service.ts';

// Decision 103 with 050: a recovery code is used once, and the account's attempts budget holds,
// when the same requests reach three instances at once. Only PostgreSQL (TEST_DATABASE_URL) runs
// requests side by side; PGlite takes one statement at a time, so there these are skipped.

const PUBLIC_URL = 'https://perks.example';
const RP = { id: 'perks.example', origin: PUBLIC_URL };
let t: TestApp;
const others: TestApp[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  for (let n = 0; n < 2; n += 1) others.push(await createTestApp({ PUBLIC_URL }, { database: t.database }));
});
afterAll(async () => {
  for (const other of others) await other.close();
  await t?.close();
});

const instances = () => [t, ...others];
let phone = 2075553300;

async function adminWithCodes() {
  const user = await createTestUser(t.app.db, { phone: `+1${phone++}`, is_admin: true });
  const session = () => new SessionService(t.app.db, t.config).start(user, { ip: null, userAgent: 'test' });
  const headers = { authorization: `Bearer ${(await session()).accessToken}`, origin: PUBLIC_URL };
  const options = (
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/passkeys/registration-options', headers })
  ).json().data;
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/passkeys',
    headers,
    payload: {
      challenge_id: options.challenge_id,
      response: new SoftAuthenticator(RP).register(options.options),
    },
  });
  return { codes: added.json().data.recovery_codes as string[], session };
}

const redeemAt = (index: number, authorization: string, code: string) =>
  instances()[index % 3]!.app.inject({
    method: 'POST',
    url: '/api/v1/auth/recovery-codes/redeem',
    headers: { authorization, origin: PUBLIC_URL },
    payload: { code },
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('recovery codes sent at once across three instances', () => {
  it('use one code once, however many sign-ins send it', async () => {
    const { codes, session } = await adminWithCodes();
    const sessions = await Promise.all(Array.from({ length: 4 }, session));
    const answers = await Promise.all(
      sessions.map((one, n) => redeemAt(n, `Bearer ${one.accessToken}`, codes[0]!)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it(`count every attempt: exactly ${PASSKEY_LIMITS.recoveryAttemptsPerHour} an hour for an account`, async () => {
    const { session } = await adminWithCodes();
    const { accessToken } = await session();
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, n) => redeemAt(n, `Bearer ${accessToken}`, `wrong-${n}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(PASSKEY_LIMITS.recoveryAttemptsPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      9 - PASSKEY_LIMITS.recoveryAttemptsPerHour,
    );
  });
});
