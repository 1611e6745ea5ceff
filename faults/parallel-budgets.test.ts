import { Agent } from 'node:http';
import { AUTH_LIMITS } from '@perks/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SmsCapture, startSmsCapture } from '../apps/server/src/test/sms-capture.ts';
import { statusCounts } from '../apps/server/src/test/status-counts.ts';
import type { RunningServer } from '../bench/lib/server.ts';
import { request } from './support/http.ts';
import { createDatabase } from './support/postgres.ts';
import { startServer } from './support/server-process.ts';

// Decision 050: the sign-in budgets and the service-wide SMS cap hold when a burst is spread over
// three server processes on one PostgreSQL, as behind a load balancer.

const SMS_MAX_PER_HOUR = 40;

describe.skipIf(!inject('postgres'))('budgets under a burst across three instances', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  /** A local fake SMS gateway: it counts what the instances asked it to send. */
  let sms: SmsCapture;
  let servers: RunningServer[] = [];
  // A connection per request: a burst opens as many at once as a crowd of clients would.
  const agent = new Agent({ keepAlive: false });
  let next = 6000;
  const newPhone = () => `+1207555${next++}`;

  /** The i-th request of a burst goes to the i-th instance in turn, from the address it claims. */
  const post = (index: number, path: string, body: object, from: string) =>
    request(`${servers[index % servers.length]!.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
      agent,
    });

  beforeAll(async () => {
    database = await createDatabase();
    sms = await startSmsCapture();
    const env = {
      DATABASE_URL: database.url,
      SMS_HTTP_URL: sms.url,
      SMS_MAX_PER_HOUR: String(SMS_MAX_PER_HOUR),
      // The test's connections come through loopback, as from a balancer that names the client.
      TRUST_PROXY: 'loopback',
      // Sign-in needs no demo data; no balancer needs time to notice the stop.
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_GRACE_MS: '0',
    };
    // The first migrates the empty database; the others start on it together.
    const first = await startServer(env);
    servers = [first, ...(await Promise.all([startServer(env), startServer(env)]))];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await sms?.close();
    await database?.drop();
  });

  it(`sends ${AUTH_LIMITS.codesPerNetworkBeforeChallenge} of 150 codes asked for at once from one network, and asks the rest for a challenge`, async () => {
    const phones = Array.from({ length: 150 }, newPhone);
    const answers = await Promise.all(
      phones.map((phone, index) => post(index, '/auth/send-otp', { phone }, '203.0.113.80')),
    );
    expect(statusCounts(answers.map((a) => a.status))).toEqual({
      200: AUTH_LIMITS.codesPerNetworkBeforeChallenge,
      428: 150 - AUTH_LIMITS.codesPerNetworkBeforeChallenge,
    });
    expect(sms.messages.filter((m) => phones.includes(m.to))).toHaveLength(
      AUTH_LIMITS.codesPerNetworkBeforeChallenge,
    );
  });

  it(`evaluates ${AUTH_LIMITS.failuresPerNetworkPerHour} of 315 wrong codes tried at once from one network`, async () => {
    // Live codes on a few of the phones (each asked for from an address of its own); the others
    // have none, which counts as a failure all the same.
    const phones = Array.from({ length: 63 }, newPhone);
    const sent = await Promise.all(
      phones
        .slice(0, 5)
        .map((phone, index) => post(index, '/auth/send-otp', { phone }, `198.51.100.${index + 1}`)),
    );
    expect(sent.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const wrongFor = (phone: string) => {
      const live = sms.sentTo(phone).length > 0 ? sms.latestCode(phone) : null;
      return live === '0000' ? '1111' : '0000';
    };
    const guesses = phones.flatMap((phone) => Array.from({ length: 5 }, () => phone));
    const answers = await Promise.all(
      guesses.map((phone, index) =>
        post(index, '/auth/verify-otp', { phone, token: wrongFor(phone) }, '203.0.113.81'),
      ),
    );
    expect(statusCounts(answers.map((a) => a.status))).toEqual({
      400: AUTH_LIMITS.failuresPerNetworkPerHour,
      429: 315 - AUTH_LIMITS.failuresPerNetworkPerHour,
    });
  });

  it(`sends no more than SMS_MAX_PER_HOUR (${SMS_MAX_PER_HOUR}) codes in all when 60 networks ask at once`, async () => {
    // Whatever the tests before sent counts against the same hour: the burst fills what is left.
    const room = SMS_MAX_PER_HOUR - sms.messages.length;
    const phones = Array.from({ length: 60 }, newPhone);
    const answers = await Promise.all(
      phones.map((phone, index) => post(index, '/auth/send-otp', { phone }, `192.0.2.${index + 1}`)),
    );
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 200: room, 503: 60 - room });
    expect(sms.messages).toHaveLength(SMS_MAX_PER_HOUR);
  });
});
