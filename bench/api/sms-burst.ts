import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase, onServer, withDatabaseName } from '../../apps/server/src/test/postgres-server.ts';
import { type SmsCapture, startSmsCapture } from '../../apps/server/src/test/sms-capture.ts';
import { freePort, productionEnv, type RunningServer, startProcess } from '../lib/server.ts';

/**
 * The SMS burst (docs/decisions/021, addendum of 2026-11-29): SENDS sign-in codes asked for at once
 * over HTTP, each from a network of its own (X-Forwarded-For, as from a load balancer), to
 * INSTANCES server processes of the real app (production settings, run from source) on one fresh
 * PostgreSQL database, with a local gateway counting what went out. Run
 * for each cap in CAPS; prints the burst's wall time, p50/p99 of the answers and codes sent
 * against the cap. Each cap gets a database of its own on SMS_BENCH_SERVER (the local server by
 * default), dropped after.
 *
 *   npm run bench:sms                 # 200 sends, 3 instances, caps 300 and 150, 3 rounds each
 *   SENDS=400 INSTANCES=2 ROUNDS=5 npm run bench:sms
 */
const SENDS = Number(process.env.SENDS ?? 200);
const INSTANCES = Number(process.env.INSTANCES ?? 3);
const CAPS = (process.env.CAPS ?? '300,150').split(',').map(Number);
/** Bursts per cap on the same servers, the hour's sends wiped between them; the median is printed. */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/** A PostgreSQL server's maintenance database, where each burst's own database is made and dropped. */
const SERVER_URL = process.env.SMS_BENCH_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Result = Awaited<ReturnType<typeof fire>>;

/** One burst: SENDS codes at once, spread over the servers; what came back and what went out. */
async function fire(servers: RunningServer[], sms: SmsCapture, cap: number) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDS }, async (_, i) => {
      const asked = performance.now();
      const res = await fetch(`${servers[i % INSTANCES]!.url}/api/v1/auth/send-otp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({ phone: `+1207555${String(1000 + i).padStart(4, '0')}` }),
      });
      await res.arrayBuffer();
      times.push(performance.now() - asked);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  const sent = sms.messages.length;
  return {
    cap,
    wallMs: Math.round(wall),
    p50Ms: Math.round(percentile(times, 50)),
    p99Ms: Math.round(percentile(times, 99)),
    sent,
    exact: sent === Math.min(cap, SENDS),
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  };
}

/**
 * Wipes the hour's sends between rounds, on the code before the cap's slots and after: the codes
 * and their events, and the slots' stamps where the table exists.
 */
function forgetTheHour(databaseUrl: string) {
  return onServer(databaseUrl, (client) =>
    client.query(`
      truncate otp_events, otp_challenges;
      do $$ begin
        if to_regclass('sms_slots') is not null then update sms_slots set used_at = 'epoch'; end if;
      end $$;`),
  );
}

const summary = (r: Result) =>
  `wall ${r.wallMs} ms, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, sent ${r.sent} of cap ${r.cap} ` +
  `(${r.sent > r.cap ? 'OVER the cap' : r.exact ? 'exact' : 'under: some sends failed'}), answers ${JSON.stringify(r.statuses)}`;

async function burst(cap: number) {
  const name = `sms_burst_${randomBytes(4).toString('hex')}`;
  await onServer(SERVER_URL, (client) => client.query(`create database ${name}`));
  const sms = await startSmsCapture();
  const servers: RunningServer[] = [];
  try {
    // One after another: the first migrates the new database, the others find it done.
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      servers.push(
        await startProcess({
          args: ['--import', 'tsx', 'apps/server/src/server.ts'],
          env: productionEnv({
            PORT: String(port),
            DATABASE_URL: withDatabaseName(SERVER_URL, name),
            DATA_DIR: mkdtempSync(join(tmpdir(), 'sms-burst-')),
            SMS_HTTP_URL: sms.url,
            SMS_MAX_PER_HOUR: String(cap),
            // The bench stands for the load balancer: it names each request's network.
            TRUST_PROXY: '127.0.0.1',
            JOB_WORKERS: 'false',
          }),
          port,
        }),
      );
    }
    // Every pool opens its connections before the clock starts.
    await Promise.all(
      servers.flatMap((server) =>
        Array.from({ length: 20 }, async () => (await fetch(`${server.url}/api/v1/health`)).arrayBuffer()),
      ),
    );

    const results: Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (round > 0) await forgetTheHour(withDatabaseName(SERVER_URL, name));
      sms.messages.length = 0;
      const result = await fire(servers, sms, cap);
      console.log(`  round ${round + 1}: ${summary(result)}`);
      results.push(result);
    }
    const median = (pick: (r: Result) => number) =>
      results.map(pick).sort((x, y) => x - y)[results.length >> 1]!;
    return {
      cap,
      wallMs: median((r) => r.wallMs),
      p50Ms: median((r) => r.p50Ms),
      p99Ms: median((r) => r.p99Ms),
      sent: Math.max(...results.map((r) => r.sent)),
      exact: results.every((r) => r.exact),
      statuses: results.at(-1)!.statuses,
    };
  } finally {
    for (const server of servers) await server.stop();
    await sms.close();
    await dropDatabase(SERVER_URL, name);
  }
}

console.log(`SMS burst: ${SENDS} sends from ${SENDS} networks at once over ${INSTANCES} instances`);
for (const cap of CAPS) {
  console.log(`cap ${cap}:`);
  const result = await burst(cap);
  console.log(`cap ${cap}, median of ${ROUNDS} (sent: the most of any round): ${summary(result)}`);
}
