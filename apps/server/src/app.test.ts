import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

describe('API conventions', () => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'perks-web-'));

  beforeAll(async () => {
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>App</title></head><body></body></html>',
    );
    t = await createTestApp({ WEB_DIST_DIR: webDist, BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => t.close());

  it('reports health with the database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', engine: t.database.engine },
    });
  });

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      success: false,
      error: { message: 'Route GET /api/v1/nope not found', code: 'NOT_FOUND' },
    });
  });

  it("serves the web app with 200 on every screen's path, so the client router can show it", async () => {
    for (const url of [
      '/',
      '/jobs',
      '/jobs?employment_type=contract',
      '/login',
      '/verify',
      '/verify/7KQ2M9XH4D-04815162',
      '/card',
      '/dashboard',
      '/jobs/42/edit',
      '/jobs/42/applications',
      '/profile/u-1',
      '/businesses/create',
      '/staff',
      '/perks',
      '/admin',
      '/settings/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>App</title>');
    }
  });

  it('answers 404 with the web app (its not-found screen) for a path with no screen', async () => {
    for (const url of ['/some/unknown/page', '/jobs/42/nope', '/verify/a/b', '/wp-login.php?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>App</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('sends security headers with a restrictive CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("sends helmet's full set of headers on API answers, 404s and errors alike", async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/jobs/not-a-uuid' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400]);
    for (const res of answers) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it("allows frames of Instagram's post and reel embeds only, and no third-party script", async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/business/x' })).headers['content-security-policy'],
    );
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('frame-src')).toBe(
      'frame-src https://www.instagram.com/p/ https://www.instagram.com/reel/',
    );
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
  });

  it('rejects bodies over the configured limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } });
  });
});

describe('health check without a database', () => {
  it('answers 503 once the database is gone, for the load balancer to take the instance out', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      await t.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        error: {
          message: 'Database unavailable',
          code: 'SERVICE_UNAVAILABLE',
          details: { status: 'degraded', database: 'error' },
        },
      });
    } finally {
      await t.close();
    }
  });
});
