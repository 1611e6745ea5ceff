import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '../bench/lib/server.ts';
import { request } from './support/http.ts';
import { createDatabase } from './support/postgres.ts';
import { buildRelease, previousRelease } from './support/previous-release.ts';
import { startServer } from './support/server-process.ts';

/**
 * Expand, then contract (decision 094): during a rolling deploy the previous release runs against
 * the schema this one migrated, so a migration may only add what the previous release ignores.
 * The previous release (the one before the newest migration; PREVIOUS_RELEASE picks another) is
 * built from its own sources and started against a database this build migrated and seeded, beside
 * an instance of this build, and both pass the smoke checks. Also `npm run check:previous-release`.
 */
const release = previousRelease();
if ('missing' in release) console.log(`Skipped the previous release's smoke checks: ${release.missing}`);

describe.skipIf(!inject('postgres') || 'missing' in release)('the previous release on this schema', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let current: RunningServer | undefined;
  let previous: RunningServer | undefined;
  let built: Awaited<ReturnType<typeof buildRelease>> | undefined;

  beforeAll(async () => {
    database = await createDatabase();
    // This build migrates and seeds the database.
    current = await startServer({ DATABASE_URL: database.url }, { healthPath: '/api/v1/health/ready' });
    built = await buildRelease((release as { rev: string }).rev);
  }, 120_000);
  afterAll(async () => {
    await previous?.stop();
    await current?.stop();
    await built?.remove();
    await database?.drop();
  });

  it('starts, is ready, and serves the health checks, the job list and a job page', async () => {
    // /health: a release older than the readiness probe has only that one.
    previous = await startServer({ DATABASE_URL: database.url }, { bundle: built!.bundle });
    const checks: string[] = [];
    for (const [name, server] of [
      ['this build', current!],
      ['previous release', previous],
    ] as const) {
      const live = await request(`${server.url}/api/v1/health`);
      const ready = await request(`${server.url}/api/v1/health/ready`);
      const list = await request(`${server.url}/api/v1/jobs?limit=5`);
      expect(live.status).toBe(200);
      // 404: a release from before the readiness probe existed.
      expect([200, 404]).toContain(ready.status);
      if (name === 'this build') expect(ready.status).toBe(200);
      expect(list.status).toBe(200);
      const jobs = JSON.parse(list.body) as { data: Array<{ id: string; title: string }>; total: number };
      expect(jobs.data.length).toBeGreaterThan(0);
      const page = await request(`${server.url}/api/v1/jobs/${jobs.data[0]!.id}`);
      expect(page.status).toBe(200);
      expect(JSON.parse(page.body).data.title).toBe(jobs.data[0]!.title);
      checks.push(
        `${name}: health ${live.status}, ready ${ready.status}, ${jobs.total} jobs listed, job page ${page.status}`,
      );
    }
    console.log(
      `previous release ${(release as { subject: string }).subject} on the schema of this build:\n  ${checks.join('\n  ')}`,
    );
  });
});
