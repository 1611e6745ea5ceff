import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../test/test-app.ts';

describe('draining before a stop', () => {
  const t = setUpTestApp();

  it('fails /health at once for the balancer, and keeps serving with connections closing', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/jobs' });
    expect(before.headers.connection).not.toBe('close');

    t.app.drain.start();
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toEqual({
      success: false,
      error: { message: 'Shutting down', code: 'SERVICE_UNAVAILABLE', details: { status: 'draining' } },
    });
    const jobs = await t.app.inject({ method: 'GET', url: '/api/v1/jobs' });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.headers.connection).toBe('close');
  });
});
