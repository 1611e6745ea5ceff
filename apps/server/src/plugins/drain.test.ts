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

describe('draining behind a balancer that checks passively (DRAIN_REFUSES_READS)', () => {
  const t = setUpTestApp({ DRAIN_REFUSES_READS: 'true' });

  it('answers reads 503 for another instance, serves writes and health checks', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/jobs' });
    expect(before.statusCode).toBe(200);

    t.app.drain.start();
    for (const method of ['GET', 'HEAD'] as const) {
      const read = await t.app.inject({
        method,
        url: '/api/v1/jobs',
        headers: { 'accept-language': 'es' },
      });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('1');
      expect(read.headers.connection).toBe('close');
      if (method === 'GET') {
        expect(read.json().error.code).toBe('SERVICE_UNAVAILABLE');
        expect(read.json().error.message).not.toBe('Service unavailable. Please try again later.');
      }
    }
    const page = await t.app.inject({ method: 'GET', url: '/jobs' });
    expect(page.statusCode).toBe(503);
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(health.statusCode).toBe(200);
    // A write is served (with its connection closing): nginx never sends one twice.
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: {},
    });
    // Validated and refused for its missing fields: the route ran, not the drain.
    expect(write.statusCode).toBe(400);
    expect(write.headers.connection).toBe('close');
  });
});
