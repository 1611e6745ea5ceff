import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { type Database, openDatabase } from './client.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

// PostgreSQL ending a connection that a transaction holds (a restart, a failover,
// pg_terminate_backend): the transaction fails as "unavailable", the process lives on, and the
// pool's only slot serves the next query (docs/decisions/051-surviving-dropped-connections.md).
// PGlite has no connections to end, so this runs on PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection PostgreSQL ends under a transaction', () => {
  let test: TestDatabase;
  let database: Database;
  let killer: pg.Client;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    test = await createTestDatabase();
    database = await openDatabase({
      databaseUrl: test.databaseUrl,
      pgliteDataDir: '',
      poolMax: 1,
      connectionTimeoutMs: 5_000,
      onConnectionError: (error) => connectionErrors.push(error),
    });
    killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await database?.close();
    await test?.cleanup();
  });

  const backendPid = async (run: (query: string) => Promise<unknown>) =>
    ((await run('select pg_backend_pid() as pid')) as { rows: Array<{ pid: number }> }).rows[0]!.pid;

  const one = async () => ((await database.db.execute(sql`select 1 as one`)) as { rows: unknown[] }).rows;

  it('fails the transaction as unavailable when the connection ends between two statements', async () => {
    const before = connectionErrors.length;
    const failure = await database.db
      .transaction(async (tx) => {
        const pid = await backendPid((query) => tx.execute(sql.raw(query)));
        await killer.query('select pg_terminate_backend($1)', [pid]);
        // The client hears of it while checked out, with no query running: without a listener of
        // its own that 'error' event would end the process.
        await vi.waitFor(() => expect(connectionErrors.length).toBeGreaterThan(before));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(connectionErrors.at(-1)?.message).toMatch(/administrator command|Connection terminated/);
    expect(await one()).toEqual([{ one: 1 }]);
  });

  it('fails the transaction as unavailable when the connection ends during a statement', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The pool's only slot went to a fresh connection, not back to the dead one.
    expect(await one()).toEqual([{ one: 1 }]);
  });
});
