// Makes dist/pglite-cluster/: an initialised, migrated (ours and the job queue's), empty embedded database directory. A server
// starting on a brand-new data directory copies it instead of running PGlite's initdb in
// WebAssembly (2.5-4 s of a 4-5 s first start; see docs/decisions/024-embedded-start-from-a-built-cluster.md).
// Skipped when the directory already matches the migrations and the installed PGlite.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { fromPglite, PgBoss } from 'pg-boss';
import { migrationsKey } from './src/db/migrations-key.mjs';
import { PGLITE_EXTENSIONS } from './src/db/pglite-extensions.mjs';

const MIGRATIONS = 'drizzle';
const OUT = 'dist/pglite-cluster';
const KEY_FILE = 'dist/pglite-cluster.key';

// The lock file is the workspace's, two folders up.
const key = migrationsKey(MIGRATIONS, '../../package-lock.json');
if (existsSync(OUT) && existsSync(KEY_FILE) && readFileSync(KEY_FILE, 'utf8') === key) process.exit(0);

// Made aside and renamed, so a server starting meanwhile never copies half a cluster.
const partial = `${OUT}.partial`;
rmSync(partial, { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
const client = await PGlite.create(partial, { extensions: PGLITE_EXTENSIONS });
try {
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  // The job queue's tables too, as runMigrations installs them (src/queue/queue-connection.ts, which
  // this plain script cannot import): a first start then only checks their version.
  const boss = new PgBoss({
    db: fromPglite(client),
    backend: 'pglite',
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
} finally {
  // A clean shutdown: the copied directory starts without recovery.
  await client.close();
}
rmSync(OUT, { recursive: true, force: true });
rmSync('dist/pglite-cluster.tar.gz', { force: true });
renameSync(partial, OUT);
writeFileSync(KEY_FILE, key);
