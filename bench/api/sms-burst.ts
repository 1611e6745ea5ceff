import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase, onServer, withDatabaseName } from '../../apps/server/src/test/postgres-server.ts';
import { startSmsCapture } from '../../apps/server/src/test/sms-capture.ts';
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
 *   npm run bench:sms                 # 200 sends, 3 instances, caps 300 and 150
 *   SENDS=400 INSTANCES=2 npm run bench:sms
 */
const SENDS = Number(process.env.SENDS ?? 200);
const INSTANCES = Number(process.env.INSTANCES ?? 3);
const CAPS = (process.env.CAPS ?? '300,150').split(',').map(Number);
/** A PostgreSQL server's maintenance database, where each burst's own database is made and dropped. */
const SERVER_URL = process.env.SMS_BENCH_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

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
  } finally {
    for (const server of servers) await server.stop();
    await sms.close();
    await dropDatabase(SERVER_URL, name);
  }
}

console.log(`SMS burst: ${SENDS} sends from ${SENDS} networks at once over ${INSTANCES} instances`);
for (const cap of CAPS) {
  const result = await burst(cap);
  console.log(
    `cap ${result.cap}: wall ${result.wallMs} ms, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
      `sent ${result.sent} of cap ${result.cap} (${result.exact ? 'exact' : 'NOT exact'}), answers ${JSON.stringify(result.statuses)}`,
  );
}
