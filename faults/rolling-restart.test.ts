import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAppConfig } from '../apps/server/src/config/app-config.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users, workExperiences } from '../apps/server/src/db/schema/index.ts';
import { SessionService } from '../apps/server/src/modules/auth/sessions.service.ts';
import { freePort, productionEnv, type RunningServer } from '../bench/lib/server.ts';
import { request } from './support/http.ts';
import { findNginx, type RunningNginx, startNginx } from './support/nginx.ts';
import { createDatabase } from './support/postgres.ts';
import { exitCode, startServer } from './support/server-process.ts';

/**
 * The deploy recipe (deploy/README.md) under steady traffic: nginx rendered from
 * deploy/nginx/perks.conf.template in front of three instances on one PostgreSQL; one at a time,
 * an instance gets SIGTERM (it drains: /health/ready answers 503 while it keeps serving for the
 * grace period, answering reads 503 so nginx retries them elsewhere and leaves it alone), exits, and a new one starts on its address and becomes ready. Readers and writers
 * go through nginx all along: no request may fail, and every write acknowledged must be in the
 * database (decision 094).
 */
const INSTANCES = 3;
const GRACE_MS = 2000;
/** nginx closes a connection idle this long itself: shorter than the grace (the renderer checks). */
const UPSTREAM_KEEPALIVE = '1s';
/** nginx leaves an instance alone this long after a failure: longer than the grace (checked too). */
const FAIL_TIMEOUT = '3s';
const READERS = 6;
const WRITERS = 4;
/** Each writer takes turns between its people: one person may keep 50 entries (docs/product.md). */
const PEOPLE_PER_WRITER = 6;
const WRITE_PAUSE_MS = 100;
const NO_ANSWER_MS = 20_000;

const nginx = findNginx();
if (!nginx) {
  console.log(
    'nginx is not installed (apt-get install nginx-light): skipped the rolling restart behind nginx',
  );
}

describe.skipIf(!inject('postgres') || !nginx)('rolling restart behind nginx', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  const instances: RunningServer[] = [];
  const ports: number[] = [];
  let proxy: RunningNginx | undefined;
  let env: Record<string, string>;
  const writers: Array<{ id: string; auth: { authorization: string } }> = [];
  let jobIds: string[] = [];

  const start = (index: number) =>
    startServer(env, { port: ports[index]!, healthPath: '/api/v1/health/ready' });

  beforeAll(async () => {
    database = await createDatabase();
    env = {
      DATABASE_URL: database.url,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      DRAIN_REFUSES_READS: 'true',
      TRUST_PROXY: '127.0.0.1',
      DATABASE_POOL_MAX: '5',
    };
    for (let index = 0; index < INSTANCES; index += 1) ports.push(await freePort());
    // The first one migrates and seeds; the others find the work done.
    for (let index = 0; index < INSTANCES; index += 1) instances.push(await start(index));
    proxy = await startNginx(
      nginx!,
      ports.map((port) => `127.0.0.1:${port}`),
      {
        maxFails: 1,
        failTimeout: FAIL_TIMEOUT,
        keepaliveTimeout: UPSTREAM_KEEPALIVE,
        shutdownGraceMs: GRACE_MS,
      },
    );

    const handle = await openDatabase({
      databaseUrl: database.url,
      pgliteDataDir: '',
      poolMax: 2,
      connectionTimeoutMs: 5000,
    });
    try {
      const config = buildAppConfig(parseEnv(productionEnv(env) as Record<string, string | undefined>));
      const sessions = new SessionService(handle.db, config);
      for (let n = 0; n < WRITERS * PEOPLE_PER_WRITER; n += 1) {
        const [user] = await handle.db
          .insert(users)
          .values({ phone: `+1207${9300000 + n}`, first_name: `Writer${n}` })
          .returning();
        const session = await sessions.start(user!, { ip: null, userAgent: 'faults' });
        writers.push({ id: user!.id, auth: { authorization: `Bearer ${session.accessToken}` } });
      }
    } finally {
      await handle.close();
    }
    // The jobs the public list shows, whose pages the readers open.
    const list = await request(`${proxy.url}/api/v1/jobs?limit=20`);
    jobIds = (JSON.parse(list.body).data as Array<{ id: string }>).map((job) => job.id);
    expect(jobIds.length).toBeGreaterThan(0);
  }, 120_000);
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('restarts every instance with 0 failed requests and every acknowledged write kept', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: READERS + WRITERS });
    const figures = { sent: 0, answered: 0, failed: 0, reads: 0, writes: 0 };
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let running = true;

    async function send(method: string, path: string, who?: (typeof writers)[number], body?: object) {
      figures.sent += 1;
      try {
        const answer = await request(`${proxy!.url}/api/v1${path}`, {
          method,
          agent,
          headers: {
            ...(who?.auth ?? {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
          timeoutMs: NO_ANSWER_MS,
        });
        figures.answered += 1;
        if (answer.status >= 500) {
          figures.failed += 1;
          failures.push(`${method} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
        }
        return answer;
      } catch (error) {
        figures.failed += 1;
        failures.push(`${method} ${path}: ${(error as Error).message}`);
        return null;
      }
    }

    const readers = Array.from({ length: READERS }, async (_, n) => {
      let i = n;
      while (running) {
        i += 1;
        const path = i % 2 === 0 ? '/jobs?limit=5' : `/jobs/${jobIds[i % jobIds.length]}`;
        const answer = await send('GET', path);
        if (answer?.status === 200) figures.reads += 1;
        else if (answer) failures.push(`GET ${path}: ${answer.status}`);
      }
    });
    const writing = Array.from({ length: WRITERS }, async (_, n) => {
      let i = 0;
      while (running && i < 50 * PEOPLE_PER_WRITER) {
        i += 1;
        const who = writers[n * PEOPLE_PER_WRITER + (i % PEOPLE_PER_WRITER)]!;
        const answer = await send('POST', `/users/${who.id}/work-experience`, who, {
          company_name: `Rolling ${n}`,
          position_title: `Line cook ${i}`,
          start_date: '2024-01-01',
          is_current: false,
          employment_type: 'part-time',
        });
        if (answer?.status === 201) {
          figures.writes += 1;
          acknowledged.push(JSON.parse(answer.body).data.id);
        } else if (answer && answer.status < 500) {
          failures.push(`POST work-experience: ${answer.status} ${answer.body.slice(0, 200)}`);
        }
        await sleep(WRITE_PAUSE_MS);
      }
    });

    const steps: string[] = [];
    await sleep(1000);
    for (let index = 0; index < INSTANCES; index += 1) {
      const old = instances[index]!;
      const sigtermAt = Date.now();
      const exited = exitCode(old);
      old.child.kill('SIGTERM');
      // Draining: still answering, but not ready, until the grace period ends.
      let ready: Awaited<ReturnType<typeof request>> | null = null;
      let notReadyAfterMs = -1;
      while (old.child.exitCode === null && Date.now() - sigtermAt < GRACE_MS) {
        ready = await request(`${old.url}/api/v1/health/ready`).catch(() => null);
        if (ready?.status === 503) {
          notReadyAfterMs = Date.now() - sigtermAt;
          break;
        }
        await sleep(25);
      }
      const code = await exited;
      const stoppedMs = Date.now() - sigtermAt;
      instances[index] = await start(index);
      steps.push(
        `instance ${index + 1} (port ${ports[index]}, SIGTERM at ${new Date(sigtermAt).toISOString()}): /health/ready ${ready?.status ?? 'gone'} ${notReadyAfterMs} ms after SIGTERM, exit ${code} after ${stoppedMs} ms, ` +
          `replacement ready in ${Math.round(instances[index]!.startMs)} ms`,
      );
      await sleep(500);
    }
    await sleep(1000);
    running = false;
    await Promise.all([...readers, ...writing]);
    agent.destroy();

    const handle = await openDatabase({
      databaseUrl: database.url,
      pgliteDataDir: '',
      poolMax: 2,
      connectionTimeoutMs: 5000,
    });
    let stored = 0;
    try {
      const rows = await handle.db
        .select({ id: workExperiences.id })
        .from(workExperiences)
        .where(inArray(workExperiences.id, acknowledged));
      stored = rows.length;
    } finally {
      await handle.close();
    }
    // Requests nginx passed to the next instance because one had stopped listening.
    const retried =
      proxy!.errorLog().match(/Connection refused\) while connecting to upstream/g)?.length ?? 0;
    // Connections an instance reset under a request nginx had sent (a POST among them would fail).
    const reset = proxy!.errorLog().match(/Connection reset by peer/g)?.length ?? 0;
    console.log(
      `rolling restart of ${INSTANCES} instances behind nginx: ${figures.sent} requests sent, ${figures.answered} answered, ` +
        `${figures.failed} failed; ${figures.reads} reads answered 200, ${figures.writes} writes acknowledged, ` +
        `${stored} of them in the database; nginx passed ${retried} refused connections on to another instance; ${reset} connections reset` +
        `\n  ${steps.join('\n  ')}`,
    );
    if (failures.length > 0)
      console.log(`failures:\n  ${failures.slice(0, 20).join('\n  ')}\n${proxy!.errorLog()}`);
    expect(steps.filter((step) => !/ready 503 \d+ ms after SIGTERM, exit 0 /.test(step))).toEqual([]);
    expect(failures).toEqual([]);
    expect(reset).toBe(0);
    expect(figures.failed).toBe(0);
    expect(figures.answered).toBe(figures.sent);
    expect(figures.writes).toBeGreaterThan(0);
    expect(stored).toBe(acknowledged.length);
  }, 120_000);
});
