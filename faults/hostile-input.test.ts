import { AUTH_LIMITS } from '@perks/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '../bench/lib/server.ts';
import { startFakeSmsGateway } from '../e2e/support/fake-sms-gateway.ts';
import { request } from './support/http.ts';
import { createDatabase } from './support/postgres.ts';
import { startServer } from './support/server-process.ts';

describe.skipIf(!inject('postgres'))('hostile input', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let sms: Awaited<ReturnType<typeof startFakeSmsGateway>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createDatabase();
    sms = await startFakeSmsGateway();
    // TRUST_PROXY unset: the test's connection comes straight from an untrusted peer.
    server = await startServer({ DATABASE_URL: database.url, SMS_HTTP_URL: sms.url });
  });
  afterAll(async () => {
    await server?.stop();
    sms?.server.close();
    await database?.drop();
  });

  it('refuses a NUL byte in a query with a 400 naming the field', async () => {
    const answer = await request(`${server.url}/api/v1/jobs?title_search=ab%00`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', field: 'title_search' },
    });
  });

  const postJson = (path: string, body: string) =>
    request(`${server.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('answers 400 to 20,000 nested arrays on a public route, and keeps serving', async () => {
    const answer = await postJson('/leads', `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/nested too deeply/) },
    });
    expect((await request(`${server.url}/api/v1/health`)).status).toBe(200);
  });

  it('refuses an unpaired surrogate with a 400 naming the field, storing nothing', async () => {
    const answer = await postJson(
      '/leads',
      '{"email":"lone@example.com","business":"Salt \\ud800 Pier","is_owner_gm":true}',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', field: 'business' },
    });
  });

  it('does not take the client address from a spoofed X-Forwarded-For', async () => {
    // The per-network code budget counts by client address. Each request claims a new address; if
    // the claim were believed, no address would ever reach the budget.
    const sendFrom = (n: number) =>
      request(`${server.url}/api/v1/auth/send-otp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${n % 250}, 10.0.0.${n % 250}`,
        },
        body: JSON.stringify({ phone: `+1207555${String(3000 + n)}` }),
      });
    // Past the free codes per network, a send needs a proof-of-work challenge (decision 021).
    const free = AUTH_LIMITS.codesPerNetworkBeforeChallenge;
    for (let n = 0; n < free; n += 1) expect((await sendFrom(n)).status).toBe(200);
    const over = await sendFrom(free);
    expect(over.status).toBe(428);
    expect(JSON.parse(over.body).error.code).toBe('CHALLENGE_REQUIRED');
  });
});
