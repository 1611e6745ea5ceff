import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { trickle } from '../test/trickle.ts';

describe('clients that trickle a request', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    if (t.app.server.listening) await t.close();
  });

  const timedOut = {
    success: false,
    error: { message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' },
  };

  it('cuts a body still arriving at REQUEST_TIMEOUT_MS with a 408 in the error shape', async () => {
    const head =
      'POST /api/v1/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{';
    const { answer, afterMs } = await trickle(port, head, ' ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(timedOut);
    // Node checks its timeouts once a second.
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(3000);
  });

  it('cuts a head still arriving at HEADERS_TIMEOUT_MS', async () => {
    const { answer, afterMs } = await trickle(
      port,
      'GET /api/v1/jobs HTTP/1.1\r\nHost: localhost\r\n',
      'X-A: b\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(2500);
  });

  it('keeps cutting a body at its deadline once the server is closing', async () => {
    const head =
      'POST /api/v1/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{';
    const trickling = trickle(port, head, ' ');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    // Timed to the cut, not to the end of close: closing also tears down the test database,
    // which takes its own time on a busy PostgreSQL.
    const closing = t.close();
    const { answer } = await trickling;
    const cutAfterMs = Date.now() - started;
    await closing;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(cutAfterMs).toBeLessThan(1500);
  });
});
