import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs';
import * as schema from './schema/index.ts';

/** The one database type every repository takes, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a repository function runs its statements on: the pool (`Db`) or a caller's transaction
 * (`Tx`). It has the statement builders only, so a function that takes it joins whatever
 * transaction its caller holds and never opens one of its own.
 */
export type Executor = Pick<
  Db,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with' | '$count'
>;
type DatabaseEngine = 'pglite' | 'postgres';

interface PoolStats {
  max: number;
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

export interface Database {
  db: Db;
  engine: DatabaseEngine;
  /**
   * What the job queue connects through (src/queue): the embedded instance itself, whose one
   * connection it shares, or the server's address, for a small pool of its own.
   */
  connection: { pglite: PGlite } | { url: string };
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  /** PostgreSQL only: the request pool's connections now (metrics). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  pgliteDataDir: string;
  /** A PGlite data directory tarball to start from instead of an empty database (tests copy a migrated one). */
  pgliteLoadDataDir?: Blob;
  poolMax: number;
  connectionTimeoutMs: number;
  /** PostgreSQL only: the server cancels a statement running longer (docs/decisions/022-…). */
  statementTimeoutMs?: number;
  /** PostgreSQL only: the pool stops waiting for an answer that has not come (a hung server or network). */
  queryTimeoutMs?: number;
  /**
   * PostgreSQL only: a connection failed (the server ended it, the network dropped it), whether it
   * sat idle in the pool or was in use by a request. Called once per error; must not throw.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options);
  return openPglite(options.pgliteDataDir, options.pgliteLoadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    connection: { pglite: client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/**
 * A pool whose connections never crash the process, never go back broken and are never lost
 * (docs/decisions/051-surviving-dropped-connections.md).
 *
 * pg-pool listens for a client's 'error' only while the client sits idle: once a request has
 * checked it out (Drizzle does for a whole transaction) nobody listens, and a connection that
 * PostgreSQL ends between two statements ("terminating connection due to administrator command",
 * 57P01, on a restart, failover or `pg_terminate_backend`) emits an unhandled 'error' that ends
 * the process. So every client gets a listener of its own when it connects (`openPostgres`).
 *
 * Drizzle takes a transaction's client with `connect()` and gives it back with `release()`, with
 * two gaps this pool closes for clients taken that way:
 * - a BEGIN that fails (the connection died while idle) throws before Drizzle's `finally`, so the
 *   client is never given back and its slot is lost; after a few of those the pool is "full" of
 *   dead clients and every request waits out the connect timeout. A checked-out client whose
 *   connection fails is therefore given back at once, with the error, so the pool drops it and
 *   opens another; the holder's later `release()` does nothing.
 * - `release()` comes without an error even when the ROLLBACK failed. pg-pool drops a client it
 *   knows is broken, but one whose server ended it while answering a statement looks usable until
 *   the socket closes a moment later, and the next request would fail on it. A client goes back
 *   only when its last ReadyForQuery said it is idle outside a transaction; otherwise it is dropped.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // The callback form is the pool's own (pool.query): it listens while its query runs and
    // releases with the query's error.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(guardCheckout);
  }
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const giveBack = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onLost);
    release(err);
  };
  const onLost = (error: Error) => giveBack(error);
  client.on('error', onLost);
  client.release = (err?: Error | boolean) =>
    giveBack(
      err || client.getTransactionStatus() === 'I'
        ? err
        : new Error('connection given back inside a transaction or after losing its server'),
    );
  return client;
}

function openPostgres(options: DatabaseOptions): Database {
  const pool = new GuardedPool({
    connectionString: options.databaseUrl,
    max: options.poolMax,
    connectionTimeoutMillis: options.connectionTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.queryTimeoutMs,
  });
  // Every client's errors, idle or in use, reach this one listener for as long as the client lives.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onConnectionError?.(error));
  });
  // pg-pool also re-emits an idle client's error here after dropping the client; the client's own
  // listener has reported it already, but without a listener here the process would crash.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    connection: { url: options.databaseUrl ?? '' },
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({
      max: options.poolMax,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}
