import { type ConstructorOptions, fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';

/** The schema pg-boss keeps its tables in, apart from ours (docs/decisions/055-job-queue.md). */
const QUEUE_SCHEMA = 'pgboss';

/**
 * A pg-boss instance on the app's database: on PGlite it shares the one embedded connection (pg-boss
 * runs each of its multi-statement blocks in one call, so our transactions and its own never
 * interleave); on PostgreSQL it opens a small pool of its own, so a burst of jobs never takes the
 * connections requests are waiting for.
 */
export function queueBoss(
  connection: Database['connection'],
  options: Omit<ConstructorOptions, 'db' | 'connectionString' | 'backend' | 'schema'>,
): PgBoss {
  const common = { schema: QUEUE_SCHEMA, ...options };
  if ('pglite' in connection) {
    return new PgBoss({ ...common, db: fromPglite(connection.pglite), backend: 'pglite' });
  }
  return new PgBoss({ ...common, connectionString: connection.url });
}

/**
 * Creates or upgrades the queue's tables: pg-boss's own versioned migration, run beside ours in
 * `runMigrations` (and so baked into the test templates), under pg-boss's own advisory lock when
 * several instances start together. The app's queue then starts without migrating.
 */
export async function installQueueSchema(connection: Database['connection']): Promise<void> {
  const boss = queueBoss(connection, {
    max: 1,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', () => undefined); // start() rejects with the same error
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
