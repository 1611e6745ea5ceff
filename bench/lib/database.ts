import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';

/** The bench database: DATABASE_URL, or the local server's `bench` database. */
export const BENCH_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';

/** Pool size of the app under test; the raw baseline uses the same. */
export const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);

/** The app's own database client on the bench database, as the scripts that time its statements use it. */
export function openBenchDatabase(): Promise<Database> {
  return openDatabase({
    databaseUrl: BENCH_DATABASE_URL,
    pgliteDataDir: 'memory://',
    poolMax: 2,
    connectionTimeoutMs: 5000,
  });
}

/** Creates the database named in the URL when it does not exist yet (connecting to `postgres`). */
export async function ensureDatabase(url: string = BENCH_DATABASE_URL): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Refusing an unusual database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      // Identifiers cannot be bound; the name was checked against a strict pattern above.
      await client.query(`create database "${name}"`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

export function databaseName(url: string = BENCH_DATABASE_URL): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}
