import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { trickle } from '../apps/server/src/test/trickle.ts';
import type { RunningServer } from '../bench/lib/server.ts';
import { createDatabase } from './support/postgres.ts';
import { exitCode, startServer } from './support/server-process.ts';

const REQUEST_TIMEOUT_MS = 2000;
const CONNECTIONS = 50;

/** A request head promising a 100 kB body, of which the client then sends one space every 100 ms. */
const SLOW_BODY_HEAD =
  'POST /api/v1/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{';

describe.skipIf(!inject('postgres'))('clients that trickle their bodies', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: RunningServer;
  let port: number;

  beforeAll(async () => {
    database = await createDatabase();
    server = await startServer({
      DATABASE_URL: database.url,
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: '1000',
      SHUTDOWN_GRACE_MS: '0',
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it(`are cut with a 408 at REQUEST_TIMEOUT_MS, ${CONNECTIONS} at a time`, async () => {
    const cut = await Promise.all(
      Array.from({ length: CONNECTIONS }, () => trickle(port, SLOW_BODY_HEAD, ' ')),
    );
    const slowest = Math.max(...cut.map((c) => c.afterMs));
    console.log(
      `${CONNECTIONS} trickling bodies cut after ${Math.min(...cut.map((c) => c.afterMs))}-${slowest} ms`,
    );
    for (const { answer, afterMs } of cut) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
      expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    }
    // Node checks its timeouts once a second.
    expect(slowest).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
  });

  it('do not hold a SIGTERM open: the stop ends with them, exit 0', async () => {
    const open = Array.from({ length: CONNECTIONS }, () => trickle(port, SLOW_BODY_HEAD, ' '));
    // Let every connection send its head first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = exitCode(server);
    const sigtermAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await exited;
    const stopMs = Date.now() - sigtermAt;
    const cut = await Promise.all(open);
    console.log(`SIGTERM with ${CONNECTIONS} trickling bodies open: exit ${code} after ${stopMs} ms`);
    for (const { answer } of cut) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });
});
