import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, setUpTestApp } from '../../test/test-app.ts';

describe('liveness and readiness probes', () => {
  const t = setUpTestApp();

  it('answers live and ready on a migrated database', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      data: { status: 'ready', database: 'ok', migrations: 'applied' },
    });
    // /health keeps its meaning.
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('is not ready while the newest migration of this build is missing from the database', async () => {
    const newest = await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    const [row] = (newest as unknown as { rows: { hash: string; created_at: string }[] }).rows;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { status: 'not_ready', reasons: ['migrations_pending'] },
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${row?.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });
});

describe('readiness while draining and without a database', () => {
  it('names every reason, and liveness never asks the database', async () => {
    const t = await createTestApp();
    try {
      t.app.drain.start();
      const draining = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().error.details).toEqual({ status: 'not_ready', reasons: ['draining'] });

      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBeDefined();
      expect(down.json().error.details).toEqual({
        status: 'not_ready',
        reasons: ['draining', 'database_unreachable'],
      });
      const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
