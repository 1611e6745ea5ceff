/**
 * `npm run bench:profile -- <path>`: a CPU profile of the production server while autocannon loads
 * one path at c=50 (`{id}` becomes a live job's id, a different one each request), then the frames
 * and packages it spent its busy time in. For a flame graph, open the `.cpuprofile` it names in
 * Chrome DevTools (Performance) or speedscope.
 *
 * BENCH_SERVER is the server bundle to profile (default: this checkout's apps/server/dist/server.js;
 * another checkout's build gives the before of a change), BENCH_DURATION the measured seconds (20),
 * after 5 s of warm-up. The bench database as for bench:api (DATABASE_URL).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { newestProfile, summarizeProfile } from '../lib/cpu-profile.ts';
import { BENCH_DATABASE_URL, POOL_MAX } from '../lib/database.ts';
import { watchMachineLoad } from '../lib/machine-load.ts';
import { table } from '../lib/report.ts';
import { freePort, productionEnv, RESULTS_DIR, SERVER_BUNDLE, startProcess } from '../lib/server.ts';
import { run } from './load.ts';

const path = process.argv[2];
if (!path?.startsWith('/')) throw new Error('Usage: npm run bench:profile -- /jobs/{id}');
const bundle = process.env.BENCH_SERVER ?? SERVER_BUNDLE;
const seconds = Number(process.env.BENCH_DURATION ?? 20);
const dir = join(RESULTS_DIR, 'profiles', `${path.replace(/\W+/g, '_')}-${Date.now()}`);
mkdirSync(dir, { recursive: true });

const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
const { rows } = await pool.query<{ id: string }>(
  `select id from jobs where status = 'approved' and posted_at <= now()
      and (expires_at is null or expires_at > now()) order by md5(id::text) limit 1000`,
);
await pool.end();
let next = 0;
const nextPath = () => path.replace('{id}', rows[next++ % rows.length]!.id);

const port = await freePort();
const server = await startProcess({
  args: ['--cpu-prof', '--cpu-prof-dir', dir, bundle],
  env: productionEnv({
    PORT: String(port),
    DATABASE_URL: BENCH_DATABASE_URL,
    DATABASE_POOL_MAX: String(POOL_MAX),
    SEED_DEMO_DATA: 'false',
    DATA_DIR: '/tmp/perks-bench-api',
  }),
  port,
  timeoutMs: 300_000,
});
let load = '';
let rps = 0;
try {
  await run({ url: server.url, nextPath }, 5);
  const watch = watchMachineLoad();
  const result = await run({ url: server.url, nextPath }, seconds);
  load = watch.stop();
  rps = result.requests.average;
} finally {
  await server.stop();
}
const profile = newestProfile(dir);
if (!profile) throw new Error(`The server wrote no profile in ${dir}`);
const { frames, origins, busyMs } = summarizeProfile(profile);
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
console.log(`\n${path} on ${bundle}: ${rps.toFixed(0)} req/s at c=50; machine ${load}`);
console.log(`Profile: ${profile} (${(busyMs / 1000).toFixed(1)} s busy, warm-up included)\n`);
console.log(
  table(
    ['self time', 'frame'],
    frames.map((f) => [pct(f.share), f.frame]),
  ),
);
console.log('');
console.log(
  table(
    ['self time', 'package or file'],
    origins.map((f) => [pct(f.share), f.frame]),
  ),
);
