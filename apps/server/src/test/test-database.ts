import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { dropDatabase, onServer, withDatabaseName } from './postgres-server.ts';

export interface TestDatabase {
  database: Database;
  /** Set when the database lives on a PostgreSQL server (TEST_DATABASE_URL). */
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Keep a PGlite copy in this directory instead of in memory (for a server process to open). */
  pgliteDataDir?: string;
}

/**
 * A fresh, migrated database of its own for one test file: a copy of the template that
 * global-setup.ts migrated once for the run (docs/decisions/017-fast-test-databases.md). By
 * default an in-memory PGlite loaded from the template's tarball. When TEST_DATABASE_URL points at
 * a PostgreSQL server, a uniquely named database is created there from the template database
 * (so parallel test files never share state) and dropped again on cleanup.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (!template) throw new Error('No database template: run the server tests through vitest.config.ts');
  if (template.engine === 'pglite') {
    const database = closingOnce(
      await openDatabase({
        pgliteDataDir: options.pgliteDataDir ?? 'memory://',
        pgliteLoadDataDir: await openAsBlob(template.tarball),
        poolMax: 1,
        connectionTimeoutMs: 5_000,
      }),
    );
    return { database, cleanup: () => database.close() };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The PostgreSQL template needs TEST_DATABASE_URL');
  // DDL takes no bind parameters; the names are generated from hex digits only.
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name} template ${template.name}`));
  const databaseUrl = withDatabaseName(serverUrl, name);
  // Burst tests queue a hundred requests or more behind one budget's lock (decision 050); on a busy
  // machine the last of them waits for a pooled connection longer than production's 5 s. They test
  // the budgets; the pool's own timeouts are tested with databases of their own (database-outage).
  const database = closingOnce(
    await openDatabase({ databaseUrl, pgliteDataDir: '', poolMax: 4, connectionTimeoutMs: 30_000 }),
  );
  return {
    database,
    databaseUrl,
    cleanup: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Tests may close the database early (to take it away from the app, or hand it to a server process). */
function closingOnce(database: Database): Database {
  let closed: Promise<void> | undefined;
  return { ...database, close: () => (closed ??= database.close()) };
}
