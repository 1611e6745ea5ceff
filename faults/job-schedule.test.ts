import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import type { JobQueue } from '../apps/server/src/queue/job-queue.ts';
import { openJobQueue } from '../apps/server/src/queue/pg-boss-job-queue.ts';
import { createDatabase } from './support/postgres.ts';

// Decision 055: a schedule fires once per occurrence however many instances run workers. Cron
// counts whole minutes, so this waits for two real ones: too slow for the server suite.

const log = { error: vi.fn(), warn: vi.fn() };

describe.skipIf(!inject('postgres'))('a schedule across three instances', () => {
  let created: Awaited<ReturnType<typeof createDatabase>>;
  let database: Database;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    created = await createDatabase();
    database = await openDatabase({
      databaseUrl: created.url,
      pgliteDataDir: '',
      poolMax: 2,
      connectionTimeoutMs: 5000,
    });
    await runMigrations(database, created.url);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database.close();
    await created.drop();
  });

  it('runs each minute of an every-minute schedule once', { timeout: 180_000 }, async () => {
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const queue = await openJobQueue(
        database,
        { runWorkers: true, pollIntervalSeconds: 0.5, poolMax: 2, stopTimeoutMs: 1000 },
        log,
      );
      queues.push(queue);
      await queue.register('minute-tick', async () => void runs.push(i));
    }
    await queues[0]!.schedule('minute-tick', '* * * * *', { timeZone: 'America/New_York' });

    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(2), {
      timeout: 170_000,
      interval: 500,
    });
    for (const queue of queues.splice(0)) await queue.stop(); // nothing fires while we count

    const result = (await database.db.execute(sql`
      select date_trunc('minute', created_on) as minute, count(*)::int as n,
             count(*) filter (where state = 'completed')::int as completed
      from pgboss.job where name = 'minute-tick' group by 1`)) as {
      rows: Array<{ minute: string; n: number; completed: number }>;
    };
    expect(result.rows.length).toBeGreaterThanOrEqual(2);
    for (const minute of result.rows) expect(minute).toMatchObject({ n: 1 });
    const completed = result.rows.reduce((sum, minute) => sum + minute.completed, 0);
    expect(runs).toHaveLength(completed);
  });
});
