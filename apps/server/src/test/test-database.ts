import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** Set when the database lives on a PostgreSQL server (TEST_DATABASE_URL). */
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file. By default an in-memory PGlite. When
 * TEST_DATABASE_URL points at a PostgreSQL server, a uniquely named database is created there
 * instead (so parallel test files never share state) and dropped again on cleanup.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({
      pgliteDataDir: 'memory://',
      poolMax: 1,
      connectionTimeoutMs: 5_000,
    });
    await runMigrations(database);
    return { database, cleanup: () => database.close() };
  }

  // DDL takes no bind parameters; the name is generated here from hex digits only.
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const databaseUrl = withDatabaseName(serverUrl, name);
  const database = await openDatabase({
    databaseUrl,
    pgliteDataDir: '',
    poolMax: 4,
    connectionTimeoutMs: 5_000,
  });
  try {
    await runMigrations(database, databaseUrl);
  } catch (error) {
    await database.close();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    database,
    databaseUrl,
    cleanup: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

function dropDatabase(serverUrl: string, name: string): Promise<unknown> {
  // FORCE ends any connection a test left open, so a leaky test cannot leave databases behind.
  return onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
