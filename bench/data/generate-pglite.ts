/**
 * `npm run bench:data:pglite`: the same board's businesses and jobs (board.ts) in an embedded
 * PGlite data directory, BENCH_PGLITE_DIR, for timing statements on the engine `npm start` uses
 * (`BENCH_PGLITE_DIR=… npm run bench:distance`). Page views are left out: the distance statements
 * do not read them, and 17 million rows take PGlite far longer than the statements are worth.
 *
 * It empties the directory's product tables, so it refuses a directory that does not end in
 * "bench" unless BENCH_FORCE=1.
 */
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { dropBoardIndexes, insertBoard } from './board.ts';
import { pgliteBenchClient } from '../lib/pglite-bench.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 200_000);
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 5_000);

async function main(): Promise<void> {
  const dir = process.env.BENCH_PGLITE_DIR;
  if (!dir) throw new Error('Set BENCH_PGLITE_DIR to the PGlite data directory to fill');
  if (!path.basename(dir).includes('bench') && process.env.BENCH_FORCE !== '1') {
    throw new Error(`bench:data:pglite empties ${dir}; use a directory named *bench* or set BENCH_FORCE=1`);
  }
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label.padEnd(44)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`Generating ${JOBS.toLocaleString('en-US')} jobs across ${BUSINESSES.toLocaleString('en-US')} businesses in PGlite at ${dir}`);

  const database = await openDatabase({ pgliteDataDir: dir, connectionTimeoutMs: 5000, poolMax: 1 });
  try {
    await runMigrations(database);
    step('migrations applied');
    const client = pgliteBenchClient(database);
    await client.query('truncate table jobs, businesses cascade');
    const indexes = await dropBoardIndexes(client);
    step(`tables emptied, ${indexes.length} indexes dropped`);
    await insertBoard(client, { jobs: JOBS, businesses: BUSINESSES }, step);
    for (const index of indexes) await client.query(index.def);
    step('indexes rebuilt');
    await client.query('vacuum (analyze) businesses');
    await client.query('vacuum (analyze) jobs');
    step('vacuum analyze');
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
