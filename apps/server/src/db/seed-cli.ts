/**
 * Re-seeds the demo data on demand: `npm run db:seed` (from the repo root) or
 * `npx tsx src/db/seed-cli.ts` (from apps/server). Everything in the database is replaced.
 *
 * Environment: DATABASE_URL (PostgreSQL; unset uses the embedded engine in DATA_DIR/pglite),
 * DATA_DIR (default ./data at the directory the command was started from),
 * ADMIN_PHONES (comma separated, default +12075550100).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { reseedDemoData } from './seed/index.ts';

// npm runs workspace scripts inside apps/server; INIT_CWD is where the user typed the command.
const baseDir = process.env.INIT_CWD ?? process.cwd();
const dataDir = resolve(baseDir, process.env.DATA_DIR || 'data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const adminPhones = (process.env.ADMIN_PHONES || '+12075550100')
  .split(',')
  .map((phone) => phone.trim())
  .filter(Boolean);

async function main(): Promise<void> {
  const pgliteDataDir = join(dataDir, 'pglite');
  if (!databaseUrl) mkdirSync(pgliteDataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl,
    pgliteDataDir,
    poolMax: 2,
    connectionTimeoutMs: 10_000,
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
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
