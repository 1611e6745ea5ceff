/**
 * Re-seeds the demo data on demand: `npm run db:seed` (from the repo root) or
 * `npx tsx src/db/seed-cli.ts` (from apps/server). Everything in the database is replaced.
 *
 * Configuration is read through `parseEnv` (config/env.ts) like the server's, so a bad key fails
 * here the same way and the defaults are the same: DATABASE_URL (PostgreSQL; unset uses the
 * embedded engine in DATA_DIR/pglite), DATA_DIR (default ./data at the directory the command was
 * started from), DATABASE_CONNECT_TIMEOUT_MS, ADMIN_PHONES (comma separated, default +12075550100).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { resolveDataDir } from '../config/app-config.ts';
import { EnvError, parseEnv } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { reseedDemoData } from './seed/index.ts';

async function main(): Promise<void> {
  const env = parseEnv();
  const databaseUrl = env.DATABASE_URL;
  const adminPhones = env.ADMIN_PHONES;
  const pgliteDataDir = join(resolveDataDir(env), 'pglite');
  if (!databaseUrl) mkdirSync(pgliteDataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl,
    pgliteDataDir,
    poolMax: 2,
    connectionTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  });
  try {
    await runMigrations(database, databaseUrl);
    const summary = await reseedDemoData(database.db, { adminPhones });
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : pgliteDataDir;
    console.log(`Seeded demo data into ${where}:`);
    console.log(
      `  ${summary.users} users, ${summary.businesses} businesses, ${summary.businessMembers} memberships, ` +
        `${summary.employeeRosters} staff-list entries, ${summary.jobs} jobs, ${summary.workExperiences} work experiences`,
    );
    console.log(`  admin phones: ${adminPhones.join(', ')}`);
    console.log('  owner +12075550101, manager +12075550102, worker +12075550103');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
