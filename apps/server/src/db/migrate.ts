import { dirname, join } from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { findUp } from '../lib/find-up.ts';
import { installQueueSchema } from '../queue/queue-connection.ts';
import type { Database } from './client.ts';

/** The committed SQL migrations in apps/server/drizzle, found from src/ and from the bundle alike. */
export function migrationsFolder(): string {
  const journal = findUp(join('drizzle', 'meta', '_journal.json'));
  if (!journal) throw new Error('Could not find the drizzle migrations folder');
  return dirname(dirname(journal));
}

// Any fixed number: several instances starting together take turns applying migrations.
const MIGRATION_LOCK_ID = 72_041_207;

/** Our Drizzle migrations, then the job queue's tables (pg-boss's own migration, decision 055). */
export async function runMigrations(database: Database, databaseUrl?: string): Promise<void> {
  await runDrizzleMigrations(database, databaseUrl);
  await installQueueSchema(database.connection);
}

async function runDrizzleMigrations(database: Database, databaseUrl?: string): Promise<void> {
  const folder = migrationsFolder();
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  // Advisory locks belong to a session, so hold one dedicated connection for the whole run.
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection the server ends between statements emits 'error'; the next statement fails and
  // the start stops with that error instead of an unhandled event (decision 051).
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
