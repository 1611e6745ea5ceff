import { randomBytes, randomUUID } from 'node:crypto';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp, sendOtp } from '../../test/auth-test-kit.ts';
import { createTestApp } from '../../test/test-app.ts';

const TOKEN = randomBytes(32).toString('base64url');

/** One family of a scrape, by name; fails the test when it is missing. */
function family(families: MetricFamily[], name: string): MetricFamily {
  const found = families.find((one) => one.name === name);
  if (!found) throw new Error(`no ${name} in the scrape`);
  return found;
}

/** The value of the sample whose labels include `labels`. */
function sampleValue(families: MetricFamily[], name: string, labels: Record<string, string> = {}): number {
  const sample = family(families, name).metrics.find((one) =>
    Object.entries(labels).every(([key, value]) => one.labels?.[key] === value),
  );
  if (!sample) throw new Error(`no ${name} ${JSON.stringify(labels)} in the scrape`);
  return Number(sample.value ?? sample.count);
}

/**
 * One series of a histogram family, parsed. The parser folds every series of a histogram into one
 * (it keeps `le` and drops the other labels), so the series is cut out of the scrape first, its
 * own labels taken off, and parsed alone.
 */
function histogramSeries(text: string, name: string, labels: Record<string, string>) {
  const own = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const lines = text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith(`# HELP ${name} `) ||
        line.startsWith(`# TYPE ${name} `) ||
        own.every((label) => line.startsWith(name) && line.includes(label)),
    )
    .map((line) =>
      own
        .reduce(
          (stripped, label) => stripped.replace(`,${label}`, '').replace(`${label},`, '').replace(label, ''),
          line,
        )
        .replace('{}', ''),
    );
  const [series] = family(parsePrometheusTextFormat(`${lines.join('\n')}\n`), name).metrics;
  return { count: Number(series?.count), sum: Number(series?.sum), buckets: series?.buckets ?? {} };
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 without the bearer token, or with another', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Bearer ',
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('perks_');
    }
  });

  it('serves the series in the Prometheus text format, per route key and status class', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ url: `/api/v1/jobs?page=${i + 1}` })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: `/api/v1/jobs/${randomUUID()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/nowhere/${randomUUID()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/jobs' })).statusCode).toBe(200);
    // A sign-in code (one text of the hour's cap), then the same phone again at once: its budget refuses.
    const phone = '+12075558801';
    const address = '10.88.0.1';
    expect((await sendOtp(t, phone, { remoteAddress: address })).statusCode).toBe(200);
    expect((await sendOtp(t, phone, { remoteAddress: address })).statusCode).toBe(429);
    // A background job waiting in its queue.
    await t.app.jobs.register('metrics-test-job', async () => undefined);
    await t.app.jobs.send('metrics-test-job', { id: randomUUID() });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(res.body);

    expect(
      sampleValue(families, 'perks_http_requests_total', { route: 'GET /jobs', status_class: '2xx' }),
    ).toBe(3);
    expect(
      sampleValue(families, 'perks_http_requests_total', { route: 'GET /jobs/{id}', status_class: '4xx' }),
    ).toBe(1);
    expect(
      sampleValue(families, 'perks_http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBe(1);
    expect(
      sampleValue(families, 'perks_http_requests_total', { route: 'HEAD /jobs', status_class: '2xx' }),
    ).toBe(1);
    expect(
      sampleValue(families, 'perks_http_requests_total', {
        route: 'POST /auth/send-otp',
        status_class: '4xx',
      }),
    ).toBe(1);
    const durations = family(families, 'perks_http_request_duration_seconds');
    expect(durations.type).toBe('HISTOGRAM');
    const jobsDurations = histogramSeries(res.body, 'perks_http_request_duration_seconds', {
      route: 'GET /jobs',
      status_class: '2xx',
    });
    expect(jobsDurations.count).toBe(3);
    expect(jobsDurations.sum).toBeGreaterThan(0);
    expect(Number(jobsDurations.buckets['+Inf'])).toBe(3);
    expect(Object.keys(jobsDurations.buckets)).toHaveLength(13);
    // Route keys only: never a query string, an id or a path the client chose.
    const routes = family(families, 'perks_http_requests_total').metrics.map(
      (one) => one.labels?.route ?? '',
    );
    for (const route of routes) expect(route).toMatch(/^(unmatched|[A-Z,]+ \/[^?]*)$/);
    expect(routes.join(' ')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);

    expect(sampleValue(families, 'perks_budget_refusals_total', { budget: 'otp_resend' })).toBe(1);
    expect(sampleValue(families, 'perks_sms_sent_last_hour')).toBe(1);
    expect(sampleValue(families, 'perks_sms_hourly_cap')).toBe(300);
    expect(sampleValue(families, 'perks_job_queue_jobs', { name: 'metrics-test-job', state: 'queued' })).toBe(
      1,
    );
    expect(sampleValue(families, 'perks_job_queue_jobs', { name: 'metrics-test-job', state: 'failed' })).toBe(
      0,
    );
    const waited = sampleValue(families, 'perks_job_queue_oldest_due_seconds', { name: 'metrics-test-job' });
    expect(waited).toBeGreaterThanOrEqual(0);
    expect(waited).toBeLessThan(60);
    for (const status of ['queued', 'held', 'sending', 'sent', 'skipped', 'failed']) {
      expect(
        sampleValue(families, 'perks_outbox_messages', { outbox: 'text', status }),
      ).toBeGreaterThanOrEqual(0);
    }
    expect(sampleValue(families, 'perks_outbox_messages', { outbox: 'email', status: 'queued' })).toBe(0);
    expect(sampleValue(families, 'perks_database_up')).toBe(1);
    expect(sampleValue(families, 'perks_db_pool_max')).toBeGreaterThanOrEqual(1);
    if (t.database.engine === 'postgres') {
      expect(sampleValue(families, 'perks_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sampleValue(families, 'perks_db_pool_waiting')).toBe(0);
    }
    expect(sampleValue(families, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(families, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /metrics', () => {
  it('is not served at all without METRICS_TOKEN or METRICS_PORT', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('perks_http_requests_total');
    } finally {
      await t.close();
    }
  });

  it('is served on METRICS_PORT alone, not on the public port', async () => {
    const t = await createTestApp({ METRICS_PORT: '0', HOST: '127.0.0.1' });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const publicPort = (t.app.server.address() as { port: number }).port;
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await fetch(`http://127.0.0.1:${publicPort}/metrics`)).status).toBe(404);
      const port = t.app.metricsPort?.();
      expect(port).toBeGreaterThan(0);
      expect(port).not.toBe(publicPort);
      await fetch(`http://127.0.0.1:${publicPort}/api/v1/health/live`);
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      const families = parsePrometheusTextFormat(await scrape.text());
      expect(sampleValue(families, 'perks_http_requests_total', { route: 'GET /health/live' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
