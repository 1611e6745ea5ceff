import { LOAD_MESSAGES } from '@perks/contract';
import { describe, expect, it, vi } from 'vitest';
import { setUpTestApp } from '../test/test-app.ts';

// Decision 077: while the event loop lags, new requests are answered 503 with Retry-After at once.

/** Keeps the event loop busy for about `ms`, in slices, as a flood of work would. */
async function keepLoopBusy(ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const slice = Date.now() + 60;
    while (Date.now() < slice) {
      // Busy on purpose: this is the lag being measured.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('shedding load while the event loop lags', () => {
  const t = setUpTestApp({ SHED_EVENT_LOOP_DELAY_MS: '30', SHED_SAMPLE_INTERVAL_MS: '50' });
  const jobs = () =>
    t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: { 'accept-language': 'es' } });

  it('answers 503 with Retry-After in the reader language while it lags, and serves again after', async () => {
    // Starting the app (migrations on the embedded database) is itself a lag; it passes.
    await vi.waitFor(async () => expect((await jobs()).statusCode).toBe(200), { timeout: 5000 });

    const busy = keepLoopBusy(600);
    await vi.waitFor(
      async () => {
        const shed = await jobs();
        expect(shed.statusCode).toBe(503);
        expect(shed.headers['retry-after']).toBe('5');
        expect(shed.json().error).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          message: 'Servicio no disponible. Inténtalo más tarde.',
        });
      },
      { timeout: 5000, interval: 20 },
    );
    await busy;
    await vi.waitFor(async () => expect((await jobs()).statusCode).toBe(200), { timeout: 5000 });
    expect(LOAD_MESSAGES.overloaded).toBe('Service unavailable. Please try again later.');
  });
});
