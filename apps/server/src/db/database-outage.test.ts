import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildAppConfig } from '../config/app-config.ts';
import { parseEnv } from '../config/env.ts';
import { loggerOptions } from '../config/logger-options.ts';
import { openUnreachableDatabase } from '../test/unreachable-database.ts';
import type { Database } from './client.ts';

// A pool pointed at a port nobody listens on: every query fails to connect, as when the database
// refuses connections. The app and its logger are configured as the server process configures them.
describe('the app while the database refuses connections', () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await openUnreachableDatabase();
    const config = buildAppConfig(
      parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'perks-outage-')),
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      }),
    );
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with Retry-After, logs it once a second, and never logs the bound parameters', async () => {
    const started = Date.now();
    for (let i = 0; i < 20; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/jobs?title_search=private-8351' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        error: { message: 'Service unavailable. Please try again later.', code: 'SERVICE_UNAVAILABLE' },
      });
    }
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');

    const errors = lines.filter((line) => line.level === 50);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.length).toBeLessThanOrEqual(1 + Math.floor((Date.now() - started) / 1000));
    expect(errors.every((line) => line.msg === 'database unavailable')).toBe(true);
    // The search term is a bound parameter of the failed query: the error lines must not carry it.
    expect(JSON.stringify(errors)).not.toContain('private-8351');
    expect(JSON.stringify(errors[0])).toContain('ECONNREFUSED');
  });
});
