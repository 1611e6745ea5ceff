import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppConfig, buildAppConfig } from '../config/app-config.ts';
import { parseEnv } from '../config/env.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { prepareDatabase } from './prepare.ts';
import { SEED_LOCK_ID } from './seed/index.ts';
import { insertDemoData } from './seed/insert.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh, migrated, empty database and the configuration of an instance that starts on it. */
async function emptyDatabase(): Promise<{ config: AppConfig; testDb: TestDatabase }> {
  const dir = mkdtempSync(join(tmpdir(), 'prepare-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const testDb = await createTestDatabase({ pgliteDataDir: join(dir, 'pglite') });
  cleanups.push(() => testDb.cleanup());
  // A PGlite directory has one user at a time: the instance opens it next.
  if (!testDb.databaseUrl) await testDb.database.close();
  const config = buildAppConfig(
    parseEnv({ DATA_DIR: dir, ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}) }),
  );
  return { config, testDb };
}

/** What one instance's start logs about the database. */
async function start(config: AppConfig): Promise<string[]> {
  const lines: string[] = [];
  const database = await prepareDatabase(config, (line) => lines.push(line));
  await database.close();
  return lines;
}

describe('seeding demo data at start', () => {
  it('says this instance seeded, and on the next start that the data was there and nothing was done', async () => {
    const { config } = await emptyDatabase();
    expect(await start(config)).toEqual(['Seeded demo data for Portland, Maine (this instance).']);
    expect(await start(config)).toEqual(['Demo data: the database already holds data; nothing seeded.']);
  });

  it.skipIf(!onPostgres)(
    'does not claim the seed when another instance seeded while this one waited for the seed lock',
    async () => {
      const { config, testDb } = await emptyDatabase();
      const other = testDb.database.db;
      const waitingForLock = async () => {
        // Both engines answer raw SQL with `{ rows }`; the Db type leaves the result shape open.
        const waiting = (await other.execute(
          sql`select count(*)::int as n from pg_locks
              where locktype = 'advisory' and objid = ${SEED_LOCK_ID} and not granted
                and database = (select oid from pg_database where datname = current_database())`,
        )) as unknown as { rows: { n: number }[] };
        return waiting.rows[0]?.n ?? 0;
      };
      let starting: Promise<string[]> | undefined;
      // The other instance holds the seed lock and has inserted, not yet committed, the demo data.
      await other.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
        await insertDemoData(tx, ['+12075550100'], new Date());
        starting = start(config);
        await vi.waitFor(async () => expect(await waitingForLock()).toBe(1), {
          timeout: 20_000,
          interval: 20,
        });
      });
      expect(await starting).toEqual([
        'Demo data: another instance seeded the database first; nothing seeded.',
      ]);
    },
  );
});
