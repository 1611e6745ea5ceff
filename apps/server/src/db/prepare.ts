import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.ts';
import { logThrottle } from '../lib/log-throttle.ts';
import { startFromBuiltCluster } from './built-cluster.ts';
import { type Database, openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/index.ts';

/** Opens the configured engine, applies migrations, and seeds demo data into an empty database. */
export async function prepareDatabase(config: AppConfig, log: (message: string) => void): Promise<Database> {
  const pgliteDataDir = join(config.dataDir, 'pglite');
  if (!config.DATABASE_URL) startFromBuiltCluster(pgliteDataDir);
  const connectionErrors = logThrottle();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir,
    poolMax: config.DATABASE_POOL_MAX,
    connectionTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
    // Every connection reports the same lost database (a restart ends them all): one line a second.
    onConnectionError: (error) => {
      const suppressed = connectionErrors.admit('connection');
      if (suppressed !== undefined)
        log(`database connection error: ${error.message} (${suppressed} more held back)`);
    },
  });
  await runMigrations(database, config.DATABASE_URL);
  if (config.SEED_DEMO_DATA) log(await seedOnStart(database, config.ADMIN_PHONES));
  return database;
}

/**
 * Seeds an empty database and says what this instance did. Several instances may start on one
 * new database: each finds it empty, one seeds under the seed lock, and the others find the data
 * there once they hold the lock, so only one of them may say it seeded.
 */
async function seedOnStart(database: Database, adminPhones: readonly string[]): Promise<string> {
  if (!(await isDatabaseEmpty(database.db))) {
    return 'Demo data: the database already holds data; nothing seeded.';
  }
  const { skipped } = await seedDemoData(database.db, { adminPhones });
  return skipped
    ? 'Demo data: another instance seeded the database first; nothing seeded.'
    : 'Seeded demo data for Portland, Maine (this instance).';
}
