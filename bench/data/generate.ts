/**
 * `npm run bench:data`: a synthetic Greater Portland job board on PostgreSQL for the API benchmark.
 *
 * 200,000 jobs across 5,000 businesses (BENCH_JOBS / BENCH_BUSINESSES to change), generated inside
 * the database with INSERT ... SELECT over generate_series and a fixed random seed, so every run
 * produces the same board. Secondary indexes are dropped for the load and rebuilt afterwards, then
 * the tables are vacuumed and analyzed so the planner and index-only scans see the real data.
 *
 * It wipes the product tables of the target database, so it only runs on a database whose name
 * contains "bench" unless BENCH_FORCE=1.
 */
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { rollUpPageViews } from '../../apps/server/src/modules/analytics/page-view-rollup.repository.ts';
import pg from 'pg';
import { BENCH_DATABASE_URL, databaseName, ensureDatabase } from '../lib/database.ts';
import { dropBoardIndexes, insertBoard } from './board.ts';
import { BUSINESS_VIEWS_SQL, JOB_VIEWS_SQL } from './generate-sql.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 200_000);
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 5_000);

const PRODUCT_TABLES = [
  'page_views',
  'page_view_days',
  'page_view_page_days',
  'page_view_months',
  'page_view_rollups',
  'audit_events',
  'ai_messages',
  'ai_conversations',
  'idempotency_keys',
  'refresh_sessions',
  'otp_events',
  'otp_challenges',
  'request_events',
  'used_challenges',
  'leads',
  'work_experiences',
  'check_ins',
  'card_code_uses',
  'member_cards',
  'employee_rosters',
  'jobs',
  'business_members',
  'businesses',
  'users',
];

async function main(): Promise<void> {
  const url = BENCH_DATABASE_URL;
  const name = databaseName(url);
  if (!name.includes('bench') && process.env.BENCH_FORCE !== '1') {
    throw new Error(`bench:data wipes ${name}; use a database named *bench* or set BENCH_FORCE=1`);
  }
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label.padEnd(44)} ${((Date.now() - started) / 1000).toFixed(1)} s`);

  console.log(`Generating ${JOBS.toLocaleString('en-US')} jobs across ${BUSINESSES.toLocaleString('en-US')} businesses in ${name}`);
  await ensureDatabase(url);
  const database = await openDatabase({
    databaseUrl: url,
    pgliteDataDir: 'memory://',
    poolMax: 1,
    connectionTimeoutMs: 5000,
  });
  await runMigrations(database, url);
  await database.close();
  step('migrations applied');

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query('begin');
    await client.query(`truncate table ${PRODUCT_TABLES.join(', ')} cascade`);
    const indexes = await dropBoardIndexes(client);
    step(`tables emptied, ${indexes.length} indexes dropped`);
    await insertBoard(client, { jobs: JOBS, businesses: BUSINESSES }, step);

    // Page view counters (decision 066): without the primary key while loading, rebuilt after.
    await client.query('alter table page_views drop constraint page_views_pkey');
    await client.query(JOB_VIEWS_SQL);
    await client.query(BUSINESS_VIEWS_SQL);
    await client.query('alter table page_views add constraint page_views_pkey primary key (business_id, kind, day, page_id)');
    step('page view counters inserted');

    await client.query('set maintenance_work_mem = \'256MB\'');
    for (const index of indexes) await client.query(index.def);
    await client.query('commit');
    step('indexes rebuilt');

    await client.query('vacuum (analyze) businesses');
    await client.query('vacuum (analyze) jobs');
    await client.query('vacuum (analyze) page_views');
    step('vacuum analyze');

    // The roll-ups the running app keeps every hour (decision 089), made by the app's own code,
    // which also vacuums and analyzes the tables it filled.
    const app = await openDatabase({ databaseUrl: url, pgliteDataDir: 'memory://', poolMax: 1, connectionTimeoutMs: 5000 });
    try {
      const rolled = await rollUpPageViews(app.db);
      step(`views rolled up through ${rolled.rolledThrough} (${rolled.days} days)`);
    } finally {
      await app.close();
    }

    const { rows } = await client.query<Record<string, string>>(`
      select count(*) as jobs,
             count(*) filter (where status = 'approved') as approved,
             count(*) filter (where status = 'pending') as pending,
             count(*) filter (where status = 'closed') as closed,
             count(*) filter (where posted_at > now()) as scheduled,
             count(*) filter (where expires_at <= now()) as expired,
             count(*) filter (where status = 'approved' and posted_at <= now()
                                and (expires_at is null or expires_at > now())) as live,
             count(*) filter (where is_tipped_role) as tipped,
             count(distinct business_id) as posting_businesses,
             (select count(*) from businesses) as businesses,
             pg_size_pretty(pg_total_relation_size('jobs')) as jobs_size,
             (select count(*) from page_views) as view_counters,
             pg_size_pretty(pg_total_relation_size('page_views')) as views_size
        from jobs`);
    console.table(rows);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
