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
  if (config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db, { adminPhones: config.ADMIN_PHONES });
    log('Seeded demo data for Portland, Maine.');
  }
  return database;
}
