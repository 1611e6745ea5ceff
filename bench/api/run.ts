/**
 * `npm run bench:api`: the production server on PostgreSQL against its raw baseline.
 *
 *   1. `npm run build` (BENCH_SKIP_BUILD=1 reuses the last build); the bench data is generated
 *      first when the database does not hold it yet (`npm run bench:data`).
 *   2. Starts `node apps/server/dist/server.js` (NODE_ENV=production, dummy secrets, LOG_LEVEL=warn)
 *      and the raw baseline (bench/api/raw-server.ts), both with the same pool size.
 *   3. Checks that both answer every case with the same JSON, then prints EXPLAIN (ANALYZE,
 *      BUFFERS) of every statement the app runs per case; a sequential scan over jobs fails the run.
 *   4. autocannon c=50 on each case, app then baseline, and the table of both.
 *      BENCH_LOAD=1 keeps one core busy with a load generator while the cases are loaded (the
 *      busy machine). BENCH_OTEL=1 runs the app with tracing on, exporting to a local sink
 *      (bench/lib/otlp-sink.ts), to state what tracing costs.
 *   5. The server-rendered pages (`/jobs`, `/jobs/{id}`) at c=50 against the app's JSON API for the
 *      same data, both compressed as a browser asks (bench/api/page-cases.ts).
 * Exits 1 when a target is missed.
 */
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { startCpuLoad } from '../lib/cpu-load.ts';
import { newestProfile, summarizeProfile } from '../lib/cpu-profile.ts';
import { BENCH_DATABASE_URL, databaseName, POOL_MAX } from '../lib/database.ts';
import { pooledRatio, watchMachineLoad } from '../lib/machine-load.ts';
import { startOtlpSink } from '../lib/otlp-sink.ts';
import { machine, ms, saveResults, table } from '../lib/report.ts';
import {
  freePort,
  npmRun,
  RESULTS_DIR,
  type RunningServer,
  startBuiltServer,
  startProcess,
} from '../lib/server.ts';
import { caseHandler } from './app-sql.ts';
import { type ApiCase, CASES } from './cases.ts';
import { type ExplainResult, explainStatements } from './explain.ts';
import { CONNECTIONS, DURATION_S, type LoadResult, loadPair, WARMUP_S } from './load.ts';
import { PAGE_CASES, PAGE_ENCODINGS, type PageCase } from './page-cases.ts';

const RATIO_TARGET = 0.85;
const P99_TARGET_MS = 100;
const QUERY_TARGET_MS = 5;
const BENCH_JOBS = 200_000;
/**
 * BENCH_PROFILE=1 runs the app under `--cpu-prof` (bench/results/profiles/) and prints the frames
 * and packages it spent its busy time in over the whole run: with BENCH_ONLY, one case's profile.
 */
const PROFILE_DIR =
  process.env.BENCH_PROFILE === '1'
    ? join(RESULTS_DIR, 'profiles', new Date().toISOString().replace(/[:.]/g, '-'))
    : null;

function printProfile(print: (text?: string) => void, dir: string): void {
  const path = newestProfile(dir);
  if (!path) {
    print(`\nNo CPU profile was written in ${dir}.`);
    return;
  }
  const { frames, origins, busyMs } = summarizeProfile(path);
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  print(`\n### The app's CPU profile: ${path} (${(busyMs / 1000).toFixed(1)} s busy)\n`);
  print(
    table(
      ['self time', 'frame'],
      frames.map((f) => [pct(f.share), f.frame]),
    ),
  );
  print('');
  print(
    table(
      ['self time', 'package or file'],
      origins.map((f) => [pct(f.share), f.frame]),
    ),
  );
}

/** BENCH_ROUNDS=3 loads every case three times and reports each case's median round. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/** BENCH_LOAD=1: one core kept at 100% by a spinning process while cases are loaded. */
const BUSY = process.env.BENCH_LOAD === '1';
/** BENCH_OTEL=1: the app traces every request, exported over OTLP/HTTP to a local sink. */
const TRACED = process.env.BENCH_OTEL === '1';

interface CaseResult {
  case: ApiCase;
  app?: LoadResult;
  raw?: LoadResult;
  explain: ExplainResult[];
  /** app/raw throughput of every round. */
  ratios?: number[];
  skipped?: string;
}

interface PageResult {
  case: PageCase;
  html: LoadResult;
  json: LoadResult;
  /** html/json throughput of every round. */
  ratios: number[];
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') npmRun('build');
  await ensureBenchData();

  const out: string[] = [];
  const print = (text = '') => {
    console.log(text);
    out.push(text);
  };
  print(`Machine: ${machine()}`);
  print(`Date: ${new Date().toISOString()}`);
  print(
    `Database: ${databaseName()} on ${new URL(BENCH_DATABASE_URL).host}, pool ${POOL_MAX} (app and baseline)`,
  );
  print(
    `Load: autocannon c=${CONNECTIONS}; per case and server ${WARMUP_S} s warm-up then ${DURATION_S} s measured; app first on odd rows, baseline first on even`,
  );
  if (BUSY) print('Busy machine: a load generator keeps one core at 100% while the cases are loaded');
  const sink = TRACED ? await startOtlpSink() : null;
  if (sink) print('Tracing on: the app exports every span over OTLP/HTTP to a local sink (BENCH_OTEL=1)');

  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 2 });
  const app = await startBuiltServer(
    {
      DATABASE_URL: BENCH_DATABASE_URL,
      DATABASE_POOL_MAX: String(POOL_MAX),
      SEED_DEMO_DATA: 'false',
      DATA_DIR: '/tmp/perks-bench-api',
      ...(sink ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } : {}),
    },
    300_000,
    PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [],
  );
  // The app applies pending migrations at start; fresh statistics for any index they added.
  await pool.query('analyze jobs');
  await pool.query('analyze businesses');

  const available = await availableCases(app.url);
  const rawPort = await freePort();
  const raw = await startProcess({
    args: ['--import', 'tsx', 'bench/api/raw-server.ts'],
    env: {
      ...process.env,
      PORT: String(rawPort),
      DATABASE_URL: BENCH_DATABASE_URL,
      DATABASE_POOL_MAX: String(POOL_MAX),
      BENCH_CASES: JSON.stringify(available.map((a) => a.case)),
    },
    port: rawPort,
  });

  const results: CaseResult[] = CASES.filter((c) => !available.some((a) => a.case === c)).map((c) => ({
    case: c,
    explain: [],
    skipped: `${c.path} answers 404 on the app: not built yet`,
  }));
  let seqScans: string[] = [];
  const pages: PageResult[] = [];
  let busy: { stop: () => void } | null = null;
  let machineLoad = '';
  try {
    const ids = await liveJobIds(pool);
    let next = 0;
    const pathFor = (c: ApiCase) => () => c.path.replace('{id}', ids[next++ % ids.length]!);

    // Same JSON from both, before any figure counts.
    for (const { case: c } of available) {
      const path = pathFor(c)();
      const [a, b] = await Promise.all([getJson(app.url + path, c), getJson(raw.url + path, c)]);
      if (!isDeepStrictEqual(a, b)) {
        throw new Error(
          `The baseline's answer to ${path} differs from the app's:\napp ${JSON.stringify(a).slice(0, 400)}\nraw ${JSON.stringify(b).slice(0, 400)}`,
        );
      }
    }

    for (const { case: c } of available) {
      // A compressed case runs the same statements as its plain one, already explained.
      if (c.acceptEncoding) {
        results.push({ case: c, explain: [] });
        continue;
      }
      const explain = await explainStatements(pool, await caseHandler(c).statements(pool, pathFor(c)()));
      results.push({ case: c, explain });
    }
    printExplain(print, results);
    seqScans = results.flatMap((r) =>
      r.explain.filter((e) => e.seqScanOnJobs).map((e) => `${r.case.name}: ${e.label}`),
    );
    if (seqScans.length) print(`\n!!! SEQUENTIAL SCAN OVER jobs in: ${seqScans.join('; ')} !!!`);

    // Each round loads every case once; a case's reported round is the one with its median ratio,
    // so one disturbed run on a shared machine does not decide the figure.
    const measured = results.filter((r) => !r.skipped);
    if (BUSY) busy = startCpuLoad();
    const load = watchMachineLoad();
    const rounds: { app: LoadResult; raw: LoadResult }[][] = measured.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, result] of measured.entries()) {
        console.log(`\nRound ${round + 1}/${ROUNDS}: ${result.case.name} ...`);
        const pair = await loadPair(
          { url: app.url, nextPath: pathFor(result.case), acceptEncoding: result.case.acceptEncoding },
          { url: raw.url, nextPath: pathFor(result.case), acceptEncoding: result.case.acceptEncoding },
          (index + round) % 2 === 0,
        );
        rounds[index]!.push(pair);
      }
    }
    for (const [index, result] of measured.entries()) {
      const byRatio = [...rounds[index]!].sort((a, b) => a.app.rps / a.raw.rps - b.app.rps / b.raw.rps);
      const chosen = byRatio[Math.floor((byRatio.length - 1) / 2)]!;
      result.app = chosen.app;
      result.raw = chosen.raw;
      result.ratios = rounds[index]!.map((pair) => pair.app.rps / pair.raw.rps);
    }

    pages.push(...(await loadPages(app.url, pathFor)));
    machineLoad = load.stop();
  } finally {
    busy?.stop();
    await stopAll(app, raw);
    await pool.end();
    sink?.close();
  }

  if (PROFILE_DIR) printProfile(print, PROFILE_DIR);
  const misses = printLoad(print, results);
  printPages(print, pages);
  print(`\nMachine while the cases were loaded: ${machineLoad}.`);
  if (sink) {
    const { exports, bytes } = sink.counts();
    print(
      `Traces: ${exports} OTLP/HTTP exports, ${(bytes / 1e6).toFixed(1)} MB, received by the local sink.`,
    );
    if (exports === 0) misses.push('BENCH_OTEL=1 but the sink received no trace export: tracing was not on');
  }
  for (const r of results) if (r.skipped) misses.push(`${r.case.name}: ${r.skipped}`);
  if (seqScans.length) {
    misses.unshift(`SEQUENTIAL SCAN over jobs in ${seqScans.join('; ')}: an index is missing or unusable`);
  }
  print(misses.length ? `\nMISSED:\n${misses.map((m) => `  - ${m}`).join('\n')}` : '\nEvery API target met.');
  saveResults('api', { machine: machine(), results, pages }, out.join('\n'));
  if (misses.length) process.exitCode = 1;
}

/**
 * Each page against the JSON API for its data, on the same app, in ROUNDS rounds (median ratio
 * shown). The HTML is checked first: a page that is not server-rendered fails the run.
 */
async function loadPages(appUrl: string, pathFor: (c: ApiCase) => () => string): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const page of PAGE_CASES) {
    // Both sides draw from the same 1,000 live jobs.
    const htmlPath = pathFor({ name: page.name, kind: 'job', path: page.path });
    const jsonPath = pathFor({ name: page.name, kind: 'job', path: page.jsonPath });
    const html = await (await fetch(appUrl + htmlPath(), { headers: { accept: 'text/html' } })).text();
    if (!page.expectInHtml.test(html)) {
      throw new Error(`${page.path} did not come server-rendered (no ${page.expectInHtml} in its HTML)`);
    }
    const rounds: { app: LoadResult; raw: LoadResult }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`\nRound ${round + 1}/${ROUNDS}: ${page.name} ...`);
      rounds.push(
        await loadPair(
          { url: appUrl, nextPath: htmlPath, acceptEncoding: PAGE_ENCODINGS },
          { url: appUrl, nextPath: jsonPath, acceptEncoding: PAGE_ENCODINGS },
          round % 2 === 0,
        ),
      );
    }
    const byRatio = [...rounds].sort((a, b) => a.app.rps / a.raw.rps - b.app.rps / b.raw.rps);
    const chosen = byRatio[Math.floor((byRatio.length - 1) / 2)]!;
    results.push({
      case: page,
      html: chosen.app,
      json: chosen.raw,
      ratios: rounds.map((pair) => pair.app.rps / pair.raw.rps),
    });
  }
  return results;
}

function printPages(print: (text?: string) => void, pages: PageResult[]): void {
  if (!pages.length) return;
  print(
    `\n### Server-rendered pages at c=${CONNECTIONS} against the JSON API for the same data (both brotli; median round)\n`,
  );
  print(
    table(
      [
        'page',
        'req/s HTML',
        'req/s JSON',
        'HTML/JSON',
        'all rounds: median (spread)',
        'rounds',
        'p50 HTML',
        'p99 HTML',
        'p99 JSON',
        'errors',
        'HTML size',
      ],
      pages.map((p) => [
        `${p.case.name} (${p.case.path})`,
        p.html.rps.toFixed(0),
        p.json.rps.toFixed(0),
        `${((p.html.rps / p.json.rps) * 100).toFixed(0)}%`,
        pooledRatio(p.ratios),
        p.ratios.map((x) => (x * 100).toFixed(0)).join('/'),
        `${p.html.p50} ms`,
        `${p.html.p99} ms`,
        `${p.json.p99} ms`,
        `${p.html.errors}/${p.json.errors}`,
        `${(p.html.bytesPerRequest / 1024).toFixed(1)} KB`,
      ]),
    ),
  );
}

async function ensureBenchData(): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  let jobs = 0;
  try {
    await client.connect();
    jobs = Number((await client.query('select count(*) as n from jobs')).rows[0]?.n ?? 0);
  } catch {
    jobs = 0;
  } finally {
    await client.end().catch(() => undefined);
  }
  if (jobs < BENCH_JOBS) {
    console.log(`${databaseName()} holds ${jobs} jobs; generating the bench data first.`);
    npmRun('bench:data');
  }
}

/** Cases whose route exists on the app (a 404 means a later issue adds it). */
async function availableCases(appUrl: string): Promise<{ case: ApiCase }[]> {
  const found: { case: ApiCase }[] = [];
  for (const c of CASES) {
    if (c.path.includes('{id}')) {
      found.push({ case: c });
      continue;
    }
    const res = await fetch(appUrl + c.path);
    await res.arrayBuffer();
    if (res.status !== 404) found.push({ case: c });
  }
  return found;
}

/** 1,000 live jobs in a fixed pseudo-random order, so "job by id" does not hit one row only. */
async function liveJobIds(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from jobs
      where status = 'approved' and posted_at <= now() and (expires_at is null or expires_at > now())
      order by md5(id::text) limit 1000`,
  );
  return rows.map((row) => row.id);
}

/** A case's answer as JSON, after checking it came encoded as the case asked. */
async function getJson(url: string, c: ApiCase): Promise<unknown> {
  // fetch decodes a compressed body itself and keeps the Content-Encoding header.
  const res = await fetch(url, { headers: { 'accept-encoding': c.acceptEncoding ?? 'identity' } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  const encoding = res.headers.get('content-encoding');
  if ((encoding !== null) !== (c.acceptEncoding !== undefined)) {
    throw new Error(`${url} answered with Content-Encoding ${encoding ?? 'none'} for ${c.name}`);
  }
  return JSON.parse(text);
}

async function stopAll(...servers: RunningServer[]): Promise<void> {
  await Promise.all(servers.map((s) => s.stop()));
}

function printExplain(print: (text?: string) => void, results: CaseResult[]): void {
  print('\n### EXPLAIN (ANALYZE, BUFFERS) of each statement per request (median of 5)\n');
  const rows = results.flatMap((r) =>
    r.explain.map((e) => [
      r.case.name,
      e.label,
      e.scans.join(', ') || '-',
      ms(e.planningMs, 2),
      e.planOnly ? 'plan only' : ms(e.executionMs, 2),
      e.planOnly ? '-' : String(e.sharedHit + e.sharedRead),
      e.seqScanOnJobs ? 'SEQ SCAN' : e.planOnly || e.executionMs < QUERY_TARGET_MS ? 'ok' : 'SLOW',
    ]),
  );
  print(
    table(
      ['case', 'statement', 'scans', 'planning', 'execution', 'buffers', `< ${QUERY_TARGET_MS} ms`],
      rows,
    ),
  );
}

function printLoad(print: (text?: string) => void, results: CaseResult[]): string[] {
  const misses: string[] = [];
  print(
    `\n### Throughput at c=${CONNECTIONS} (${DURATION_S} s per server and round; ${ROUNDS} round(s): the median round, and the median and spread of all rounds)\n`,
  );
  const rows = results
    .filter((r) => r.app && r.raw)
    .map((r) => {
      const app = r.app!;
      const raw = r.raw!;
      const ratio = app.rps / raw.rps;
      if (ratio < RATIO_TARGET) misses.push(`${r.case.name}: app at ${(ratio * 100).toFixed(0)}% of raw`);
      if (app.p99 >= P99_TARGET_MS) misses.push(`${r.case.name}: app p99 ${app.p99} ms`);
      if (app.errors || raw.errors) {
        misses.push(
          `${r.case.name}: errors app ${app.errors} (${app.problems}), raw ${raw.errors} (${raw.problems})`,
        );
      }
      for (const e of r.explain) {
        if (!e.planOnly && e.executionMs >= QUERY_TARGET_MS)
          misses.push(`${r.case.name}: ${e.label} executes in ${ms(e.executionMs, 2)}`);
      }
      return [
        r.case.name,
        app.rps.toFixed(0),
        raw.rps.toFixed(0),
        `${(ratio * 100).toFixed(0)}%`,
        pooledRatio(r.ratios ?? [ratio]),
        (r.ratios ?? [ratio]).map((x) => (x * 100).toFixed(0)).join('/'),
        `${app.p50} ms`,
        `${app.p99} ms`,
        `${raw.p50} ms`,
        `${raw.p99} ms`,
        `${app.errors}/${raw.errors}`,
        `${(app.bytesPerRequest / 1024).toFixed(1)} KB`,
      ];
    });
  print(
    table(
      [
        'case',
        'req/s app',
        'req/s raw',
        'app/raw',
        'all rounds: median (spread)',
        'rounds',
        'p50 app',
        'p99 app',
        'p50 raw',
        'p99 raw',
        'errors app/raw',
        'response',
      ],
      rows,
    ),
  );
  return misses;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
