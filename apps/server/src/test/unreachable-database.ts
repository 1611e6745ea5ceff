import { type Database, openDatabase } from '../db/client.ts';

/**
 * A pool pointed at a port nobody listens on: every query fails to connect, as when the database
 * refuses connections.
 */
export function openUnreachableDatabase(): Promise<Database> {
  return openDatabase({
    databaseUrl: 'postgres://postgres@127.0.0.1:1/unreachable',
    pgliteDataDir: '',
    poolMax: 2,
    connectionTimeoutMs: 1000,
  });
}
