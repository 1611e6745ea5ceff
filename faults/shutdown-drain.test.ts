import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '../bench/lib/server.ts';
import { request } from './support/http.ts';
import { createDatabase } from './support/postgres.ts';
import { exitCode, startServer } from './support/server-process.ts';

const GRACE_MS = 1500;
const WORKERS = 8;

describe.skipIf(!inject('postgres'))('SIGTERM under load', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createDatabase();
    server = await startServer({ DATABASE_URL: database.url, SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('drains: /health fails at once, every request is served, no connection is reset, exit 0', async () => {
    // The clients keep their connections alive, as a balancer's upstream pool does.
    const agent = new Agent({ keepAlive: true, maxSockets: WORKERS });
    const statuses: number[] = [];
    const errors: string[] = [];
    let sigtermAt = 0;
    let servedAfterSigterm = 0;
    // The balancer: polls /health and stops routing here once it fails.
    let routing = true;
    let healthFailedAfterMs = -1;
    const balancer = (async () => {
      const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (routing) {
        const health = await request(`${server.url}/api/v1/health`, { agent: healthAgent }).catch(
          () => undefined,
        );
        if (sigtermAt && health?.status === 503) {
          healthFailedAfterMs = Date.now() - sigtermAt;
          routing = false;
        }
        await sleep(100);
      }
      healthAgent.destroy();
    })();
    const workers = Array.from({ length: WORKERS }, async () => {
      while (routing) {
        try {
          const answer = await request(`${server.url}/api/v1/jobs?limit=5`, { agent });
          statuses.push(answer.status);
          if (sigtermAt) servedAfterSigterm += 1;
        } catch (error) {
          errors.push((error as NodeJS.ErrnoException).code ?? String(error));
        }
      }
    });

    await sleep(1000);
    // A process that has gone is out of rotation too, whatever /health said.
    const exited = exitCode(server).finally(() => {
      routing = false;
    });
    sigtermAt = Date.now();
    server.child.kill('SIGTERM');
    await Promise.all([balancer, ...workers]);
    const code = await exited;
    const stopMs = Date.now() - sigtermAt;
    agent.destroy();

    const failures = statuses.filter((status) => status >= 500).length;
    console.log(
      `${statuses.length} requests, ${servedAfterSigterm} after SIGTERM, ${failures} 5xx, ${errors.length} socket errors; ` +
        `/health failed ${healthFailedAfterMs} ms after SIGTERM; exit ${code} after ${stopMs} ms`,
    );
    expect(errors).toEqual([]);
    expect(failures).toBe(0);
    expect(servedAfterSigterm).toBeGreaterThan(0);
    expect(healthFailedAfterMs).toBeGreaterThanOrEqual(0);
    expect(healthFailedAfterMs).toBeLessThan(GRACE_MS);
    expect(code).toBe(0);
    // It served through the grace period, then stopped promptly.
    expect(stopMs).toBeGreaterThanOrEqual(GRACE_MS);
    expect(stopMs).toBeLessThan(GRACE_MS + 5000);
  });
});
