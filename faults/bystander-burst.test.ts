import { Agent } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { statusCounts } from '../apps/server/src/test/status-counts.ts';
import type { RunningServer } from '../bench/lib/server.ts';
import { type Answer, request } from './support/http.ts';
import { createDatabase } from './support/postgres.ts';
import { startServer } from './support/server-process.ts';

// Decision 077: one network's burst on a budgeted route keeps its waiting off the pool and is
// refused early past its share, so other networks' requests are served as usual meanwhile.

/** The per-network card-check budget an hour (modules/membership). */
const CARD_CHECKS_PER_HOUR = 300;
/** The production defaults of NETWORK_CONCURRENT_REQUESTS and NETWORK_WAITING_REQUESTS. */
const SHARE = 16 + 256;

describe.skipIf(!inject('postgres'))('a burst from one network beside a bystander', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: RunningServer;
  // A connection per request, as a crowd of clients would open.
  const agent = new Agent({ keepAlive: false });

  const check = (from: string) =>
    request(`${server.url}/api/v1/card-verifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ token: 'ABCDEFGHJK-12345678' }),
      agent,
      timeoutMs: 30_000,
    });

  /** A visitor on another network reading the board and a job page, four at a time. */
  async function bystanderReads(count: number): Promise<Answer[]> {
    const paths = ['/api/v1/jobs', '/jobs', '/api/v1/businesses', '/'];
    const answers: Answer[] = [];
    const reader = async (lane: number) => {
      for (let n = lane; n < count; n += 4) {
        answers.push(
          await request(`${server.url}${paths[n % paths.length]}`, {
            headers: { 'x-forwarded-for': '198.51.100.40' },
            agent,
            timeoutMs: 15_000,
          }),
        );
      }
    };
    await Promise.all([0, 1, 2, 3].map(reader));
    return answers;
  }

  beforeAll(async () => {
    database = await createDatabase();
    server = await startServer({
      DATABASE_URL: database.url,
      // The test's connections come through loopback, as from a balancer that names the client.
      TRUST_PROXY: 'loopback',
      SHUTDOWN_GRACE_MS: '0',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    agent.destroy();
  });

  it('serves a bystander while a burst waits on a budget lock held elsewhere, then spends the budget exactly', async () => {
    // Another instance (here: a plain connection) holds the network's card-check budget lock.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    const key = 'card-check-network:203.0.113.90';
    await other.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      const answers: Answer[] = [];
      const burst = Array.from({ length: SHARE + 28 }, () =>
        check('203.0.113.90').then((answer) => {
          answers.push(answer);
          return answer;
        }),
      );
      // Past the share the network is refused at once, before any database work.
      await vi.waitFor(() => expect(answers.length).toBe(28), { timeout: 15_000, interval: 50 });
      expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 429: 28 });

      // The burst waits in memory, one request on the lock: the pool is free for everyone else.
      const reads = await bystanderReads(40);
      expect(statusCounts(reads.map((answer) => answer.status))).toEqual({ 200: 40 });
      expect(answers).toHaveLength(28);

      await other.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
      const all = await Promise.all(burst);
      expect(statusCounts(all.map((answer) => answer.status))).toEqual({ 200: SHARE, 429: 28 });
    } finally {
      await other.end();
    }
  });

  it('answers a bystander beside 600 requests at once from one network, and the budget holds', async () => {
    const burst = Promise.all(Array.from({ length: 600 }, () => check('203.0.113.91')));
    const reads = await bystanderReads(60);
    const answers = await burst;

    expect(statusCounts(reads.map((answer) => answer.status))).toEqual({ 200: 60 });
    const counts = statusCounts(answers.map((answer) => answer.status));
    expect(Object.keys(counts).sort()).toEqual(['200', '429']);
    expect(counts[200]).toBeLessThanOrEqual(CARD_CHECKS_PER_HOUR);
    // The figure the benchmark holds to its budget (bench/README.md, "Bystanders under a burst").
    const times = reads.map((answer) => answer.ms).sort((a, b) => a - b);
    console.info(
      `bystander p99 beside a 600-request burst: ${Math.round(times[Math.ceil(times.length * 0.99) - 1]!)} ms`,
    );
  });
});
