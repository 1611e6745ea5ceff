import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOAD_MESSAGES } from '@perks/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurn, queuedKeyCount } from '../db/key-queue.ts';
import { statusCounts } from '../test/status-counts.ts';
import { setUpTestApp } from '../test/test-app.ts';

// Decision 077: one network's burst is worked on a few requests at a time, waits in memory past
// that, and is refused at once past both, while other networks are served as usual.

const t = setUpTestApp({ NETWORK_CONCURRENT_REQUESTS: '2', NETWORK_WAITING_REQUESTS: '3' });

const check = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/card-verifications',
    payload: { token: 'ABCDEFGHJK-12345678' },
    remoteAddress,
  });

/**
 * Holds the card-check budget key of a network on this instance, as a slow request before them
 * would: the network's requests wait for their turn until `release`.
 */
function holdCardChecks(network: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = inTurn([`card-check-network:${network}`], () => held);
  return {
    release: () => {
      release();
      return holding;
    },
  };
}

/** The answers that have come once `count` of them have (the others are still being held). */
const firstAnswers = async <T>(promises: Promise<T>[], count: number) => {
  const done: T[] = [];
  for (const promise of promises) void promise.then((value) => done.push(value));
  await vi.waitFor(() => expect(done.length).toBeGreaterThanOrEqual(count));
  return done;
};

afterEach(() => {
  expect(queuedKeyCount()).toBe(0);
});

describe('each network gets its share of the instance', () => {
  it('works on 2 of a burst at once, lets 3 wait, refuses the rest at once, and serves other networks meanwhile', async () => {
    const hold = holdCardChecks('203.0.113.70');
    const burst = Array.from({ length: 20 }, () => check('203.0.113.70'));

    const early = await firstAnswers(burst, 15);
    expect(statusCounts(early.map((answer) => answer.statusCode))).toEqual({ 429: 15 });
    expect(t.app.networkLoad('203.0.113.70')).toEqual({ running: 2, waiting: 3 });
    const refused = early[0]!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'RATE_LIMITED', message: LOAD_MESSAGES.networkBusy },
    });

    // A bystander is not queued behind the burst.
    expect((await check('198.51.100.70')).statusCode).toBe(200);

    await hold.release();
    expect(statusCounts((await Promise.all(burst)).map((answer) => answer.statusCode))).toEqual({
      200: 5,
      429: 15,
    });
    // The share is back: a new request of the network is worked on at once.
    expect((await check('203.0.113.70')).statusCode).toBe(200);
  });

  it('says it in the reader language', async () => {
    const hold = holdCardChecks('203.0.113.71');
    const burst = Array.from({ length: 6 }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/card-verifications',
        payload: { token: 'ABCDEFGHJK-12345678' },
        remoteAddress: '203.0.113.71',
        headers: { 'accept-language': 'es' },
      }),
    );
    const [refused] = await firstAnswers(burst, 1);
    expect(refused?.json().error.message).toBe(
      'Demasiadas solicitudes a la vez desde tu red. Inténtalo de nuevo en un momento.',
    );
    await hold.release();
    await Promise.all(burst);
  });

  it('gives the place of a request whose client left while it waited to the next one', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const hold = holdCardChecks('127.0.0.1');
    const post = (signal?: AbortSignal) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ token: 'ABCDEFGHJK-12345678' });
        const call = httpRequest(
          {
            port,
            host: '127.0.0.1',
            path: '/api/v1/card-verifications',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            signal,
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        call.on('error', reject);
        call.end(body);
      });

    const load = () => t.app.networkLoad('127.0.0.1');
    // 2 worked on, 3 waiting, the last of them about to leave: the share is full.
    const staying = [post(), post(), post(), post()];
    await vi.waitFor(() => expect(load()).toEqual({ running: 2, waiting: 2 }));
    const leaving = new AbortController();
    const gone = post(leaving.signal).catch(() => 'gone');
    await vi.waitFor(() => expect(load()).toEqual({ running: 2, waiting: 3 }));
    expect(await post()).toBe(429);

    leaving.abort();
    expect(await gone).toBe('gone');
    await vi.waitFor(() => expect(load()).toEqual({ running: 2, waiting: 2 }));
    // The place it left is free again: this one waits instead of being refused.
    const next = post();
    await vi.waitFor(() => expect(load()).toEqual({ running: 2, waiting: 3 }));
    await hold.release();
    expect(await Promise.all([...staying, next])).toEqual([200, 200, 200, 200, 200]);
    await vi.waitFor(() => expect(load()).toEqual({ running: 0, waiting: 0 }));
  });
});
