import { PASSKEY_LIMITS, PASSKEY_MESSAGES } from '@perks/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, passkeyChecks, recoveryCodes } from '../../db/schema/index.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-sessions.ts';
import { SessionService } from './sessions.service.ts';

const PUBLIC_URL = 'https://perks.example';
const RP = { id: 'perks.example', origin: PUBLIC_URL };
type Headers = { authorization: string };

describe('passkeys (decision 103)', () => {
  const t = setUpTestApp({ PUBLIC_URL });
  let phone = 2075553100;

  async function signedIn(fields: { is_admin?: boolean } = {}) {
    const user = await createTestUser(t.app.db, {
      phone: `+1${phone++}`,
      is_admin: fields.is_admin ?? false,
    });
    return { user, headers: await newSession(user) };
  }
  async function newSession(user: { id: string; phone: string; is_admin: boolean }): Promise<Headers> {
    const session = await new SessionService(t.app.db, t.config).start(user, { ip: null, userAgent: 'test' });
    return { authorization: `Bearer ${session.accessToken}` };
  }
  const post = (url: string, headers: Headers | undefined, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...headers, origin: PUBLIC_URL },
      payload: payload as object,
    });
  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  async function addPasskey(headers: Headers, authenticator = new SoftAuthenticator(RP)) {
    const options = (await post('/auth/passkeys/registration-options', headers)).json().data;
    const res = await post('/auth/passkeys', headers, {
      challenge_id: options.challenge_id,
      name: 'Phone',
      response: authenticator.register(options.options),
    });
    return { res, authenticator };
  }
  async function signInWith(authenticator: SoftAuthenticator) {
    const options = (await post('/auth/passkeys/sign-in-options', undefined)).json().data;
    const answer = {
      challenge_id: options.challenge_id,
      response: authenticator.authenticate(options.options),
    };
    return { res: await post('/auth/passkeys/sign-in', undefined, answer), answer };
  }
  async function stepUp(headers: Headers, authenticator: SoftAuthenticator) {
    const options = (await post('/auth/passkeys/step-up-options', headers)).json().data;
    return post('/auth/passkeys/step-up', headers, {
      challenge_id: options.challenge_id,
      response: authenticator.authenticate(options.options),
    });
  }

  it('adds a passkey: the first comes with ten recovery codes shown once, the second with none', async () => {
    const { headers } = await signedIn();
    const { res } = await addPasskey(headers);
    expect(res.statusCode).toBe(201);
    const added = res.json().data;
    expect(added.passkey).toMatchObject({ name: 'Phone', last_used_at: null });
    expect(added.recovery_codes).toHaveLength(PASSKEY_LIMITS.recoveryCodes);
    expect(new Set(added.recovery_codes).size).toBe(PASSKEY_LIMITS.recoveryCodes);

    const second = await addPasskey(headers);
    expect(second.res.statusCode).toBe(201);
    expect(second.res.json().data.recovery_codes).toBeNull();

    const state = (await get('/auth/passkeys', headers)).json().data;
    expect(state.passkeys).toHaveLength(2);
    expect(state.recovery_codes_left).toBe(10);
    expect(state.verified_at).toMatch(/Z$/);
    // Only hashes are kept: no code appears in the table.
    const hashes = JSON.stringify(
      await t.app.db.select({ hash: recoveryCodes.code_hash }).from(recoveryCodes),
    );
    for (const code of added.recovery_codes as string[]) expect(hashes).not.toContain(code);
  });

  it('refuses a registration answered for another challenge, another sign-in, or twice', async () => {
    const { user, headers } = await signedIn();
    const options = (await post('/auth/passkeys/registration-options', headers)).json().data;
    const authenticator = new SoftAuthenticator(RP);
    const otherSession = await newSession(user);
    const elsewhere = await post('/auth/passkeys', otherSession, {
      challenge_id: options.challenge_id,
      response: authenticator.register(options.options),
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error.message).toBe(PASSKEY_MESSAGES.challengeExpired);

    const body = { challenge_id: options.challenge_id, response: authenticator.register(options.options) };
    expect((await post('/auth/passkeys', headers, body)).statusCode).toBe(201);
    expect((await post('/auth/passkeys', headers, body)).json().error.message).toBe(
      PASSKEY_MESSAGES.challengeExpired,
    );

    const wrongChallenge = (await post('/auth/passkeys/registration-options', headers)).json().data;
    const forged = await post('/auth/passkeys', headers, {
      challenge_id: wrongChallenge.challenge_id,
      response: new SoftAuthenticator(RP).register({ challenge: 'c29tZXRoaW5nLWVsc2U' }),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe(PASSKEY_MESSAGES.notVerified);
  });

  it('signs in with a passkey; a replayed answer, an unknown passkey and a clone are refused', async () => {
    const { user, headers } = await signedIn();
    const { authenticator } = await addPasskey(headers);

    const { res, answer } = await signInWith(authenticator);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    expect(res.headers['set-cookie']).toBeDefined();

    const replay = await post('/auth/passkeys/sign-in', undefined, answer);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(PASSKEY_MESSAGES.challengeExpired);

    const stranger = await signInWith(new SoftAuthenticator(RP));
    expect(stranger.res.statusCode).toBe(401);
    expect(stranger.res.json().error.message).toBe(PASSKEY_MESSAGES.unknownPasskey);

    // A copy taken now, then the original used: the copy's next counter is one the server has seen.
    const copy = authenticator.clone();
    expect((await signInWith(authenticator)).res.statusCode).toBe(200);
    const cloned = await signInWith(copy);
    expect(cloned.res.statusCode).toBe(401);
    expect(cloned.res.json().error.message).toBe(PASSKEY_MESSAGES.clonedPasskey);
    // The original keeps working.
    expect((await signInWith(authenticator)).res.statusCode).toBe(200);
  });

  it('asks an admin with a passkey for it on admin calls and writes, and again after 12 hours', async () => {
    const { user, headers } = await signedIn({ is_admin: true });
    // No passkey yet: nothing is refused (the app asks them to add one).
    expect((await get('/admin/overview', headers)).statusCode).toBe(200);
    const { authenticator } = await addPasskey(headers);

    // A new sign-in by code: admin reads and every write need the passkey first.
    const byCode = await newSession(user);
    const overview = await get('/admin/overview', byCode);
    expect(overview.statusCode).toBe(403);
    expect(overview.json().error.code).toBe('PASSKEY_REQUIRED');
    const language = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/language',
        headers: byCode,
        payload: { language: 'es' },
      });
    expect((await language()).json().error.code).toBe('PASSKEY_REQUIRED');
    // Their own reads outside the admin area stay open.
    expect((await get('/auth/passkeys', byCode)).statusCode).toBe(200);

    const proved = await stepUp(byCode, authenticator);
    expect(proved.statusCode).toBe(200);
    expect((await get('/admin/overview', byCode)).statusCode).toBe(200);
    expect((await language()).statusCode).toBe(200);

    // Twelve hours later the check is stale.
    await t.app.db
      .update(passkeyChecks)
      .set({ verified_at: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(passkeyChecks.user_id, user.id));
    expect((await get('/admin/overview', byCode)).json().error.code).toBe('PASSKEY_REQUIRED');
    expect((await stepUp(byCode, authenticator)).statusCode).toBe(200);
    expect((await get('/admin/overview', byCode)).statusCode).toBe(200);

    // A worker's passkey never gates anything.
    const worker = await signedIn();
    await addPasskey(worker.headers);
    const workerLater = await newSession(worker.user);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/user/language',
          headers: workerLater,
          payload: { language: 'fr' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("refuses a step-up with another person's passkey", async () => {
    const admin = await signedIn({ is_admin: true });
    await addPasskey(admin.headers);
    const other = await signedIn();
    const { authenticator } = await addPasskey(other.headers);
    const res = await stepUp(await newSession(admin.user), authenticator);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(PASSKEY_MESSAGES.unknownPasskey);
  });

  it('takes each recovery code once in place of the passkey, within its hourly budget', async () => {
    const { user, headers } = await signedIn({ is_admin: true });
    const codes = (await addPasskey(headers)).res.json().data.recovery_codes as string[];
    const byCode = await newSession(user);
    expect((await get('/admin/overview', byCode)).statusCode).toBe(403);

    const used = await post('/auth/recovery-codes/redeem', byCode, { code: codes[0]!.toUpperCase() });
    expect(used.statusCode).toBe(200);
    expect(used.json().data.recovery_codes_left).toBe(9);
    expect((await get('/admin/overview', byCode)).statusCode).toBe(200);

    const again = await post('/auth/recovery-codes/redeem', await newSession(user), { code: codes[0] });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ message: PASSKEY_MESSAGES.badRecoveryCode, field: 'code' });
    for (let n = 0; n < PASSKEY_LIMITS.recoveryAttemptsPerHour - 2; n += 1) {
      expect((await post('/auth/recovery-codes/redeem', byCode, { code: 'wrong-guess' })).statusCode).toBe(
        400,
      );
    }
    const spent = await post('/auth/recovery-codes/redeem', byCode, { code: codes[1] });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error.message).toBe(PASSKEY_MESSAGES.tooManyRecoveryAttempts);
  });

  it("lets an admin reset another admin's lost passkey, audited, and no one else's", async () => {
    const lost = await signedIn({ is_admin: true });
    await addPasskey(lost.headers);
    const helper = await signedIn({ is_admin: true });
    const reset = (headers: Headers, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/admin/users/${id}/passkeys`, headers });

    const res = await reset(helper.headers, lost.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ passkeys_removed: 1 });
    const state = (await get('/auth/passkeys', lost.headers)).json().data;
    expect(state).toMatchObject({ passkeys: [], recovery_codes_left: 0, verified_at: null });
    const audited = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.passkeys_reset'), eq(auditEvents.entity_id, lost.user.id)));
    expect(audited).toEqual([expect.objectContaining({ actor_id: helper.user.id })]);

    expect((await reset(helper.headers, helper.user.id)).statusCode).toBe(403);
    const worker = await signedIn();
    expect((await reset(helper.headers, worker.user.id)).json().error.message).toBe(
      PASSKEY_MESSAGES.notAnAdmin,
    );
    expect((await reset(worker.headers, lost.user.id)).statusCode).toBe(403);
  });

  it('answers 4xx naming the field for bad bodies, and 401 without a sign-in', async () => {
    const { headers } = await signedIn();
    const nul = await post('/auth/recovery-codes/redeem', headers, { code: 123 });
    expect(nul.statusCode).toBe(400);
    expect(JSON.stringify(nul.json().error)).toContain('code');
    const extra = await post('/auth/passkeys/sign-in', undefined, {
      challenge_id: 'x',
      response: {},
      salary: 1,
    });
    expect(extra.statusCode).toBe(400);
    const badChars = await post('/auth/passkeys', headers, {
      challenge_id: '00000000-0000-4000-8000-000000000000',
      response: { id: 'a\u0000b', rawId: 'a', type: 'public-key', response: {}, clientExtensionResults: {} },
    });
    expect(badChars.statusCode).toBe(400);
    expect((await post('/auth/passkeys/registration-options', undefined)).statusCode).toBe(401);
  });
});
