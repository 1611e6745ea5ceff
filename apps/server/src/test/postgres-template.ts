import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { dropDatabase, onServer, withDatabaseName } from './postgres-server.ts';

export interface PostgresTemplate {
  name: string;
  drop(): Promise<void>;
}

/**
 * A migrated, empty database on the TEST_DATABASE_URL server that each server test file copies
 * with `CREATE DATABASE … TEMPLATE` (docs/decisions/017-fast-test-databases.md). One per run under
 * a random name, so suites of other checkouts running on the same server never touch it.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<PostgresTemplate> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  try {
    const databaseUrl = withDatabaseName(serverUrl, name);
    const database = await openDatabase({
      databaseUrl,
      pgliteDataDir: '',
      poolMax: 1,
      connectionTimeoutMs: 5_000,
    });
    try {
      await runMigrations(database, databaseUrl);
    } finally {
      await database.close();
    }
    // PostgreSQL refuses to copy a database while anyone is connected to it; nobody needs to again.
    await onServer(serverUrl, (client) => client.query(`alter database ${name} allow_connections false`));
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return { name, drop: async () => void (await dropDatabase(serverUrl, name)) };
}
