import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { onServer } from '../apps/server/src/test/postgres-server.ts';
import type { RunningServer } from '../bench/lib/server.ts';
import { request } from './support/http.ts';
import { createDatabase, POSTGRES_URL } from './support/postgres.ts';
import { startServer } from './support/server-process.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

// Short timeouts, so each fault resolves in about a second; production's defaults are longer.
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 1000;
const QUERY_TIMEOUT_MS = 1500;
/** What a 503 may take beyond the timeout that produces it, on a busy machine. */
const SLACK_MS = 1500;
/** A search term is a bound parameter: it must never reach the log. */
const PRIVATE = 'private-search-7731';

describe.skipIf(!inject('postgres'))('the server while PostgreSQL fails', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: TcpProxy;
  let server: RunningServer;
  /** The server's own role, so a test can take it away (28000) without touching anyone else's. */
  const role = `faults_app_${randomBytes(4).toString('hex')}`;
  const jobs = () => request(`${server.url}/api/v1/jobs?title_search=${PRIVATE}`);

  beforeAll(async () => {
    database = await createDatabase();
    await onServer(POSTGRES_URL, (client) => client.query(`create role ${role} login superuser`));
    const target = new URL(POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(database.url);
    url.host = `127.0.0.1:${proxy.port}`;
    url.username = role;
    server = await startServer({
      DATABASE_URL: url.toString(),
      DATABASE_POOL_MAX: '4',
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
    await onServer(POSTGRES_URL, (client) => client.query(`drop role if exists ${role}`));
  });

  /** Every answer in `ms` of repeated requests, several at a time. */
  async function hammer(ms: number) {
    const answers: Awaited<ReturnType<typeof jobs>>[] = [];
    const until = Date.now() + ms;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (Date.now() < until) answers.push(await jobs());
      }),
    );
    return answers;
  }

  async function expectRecovery() {
    const until = Date.now() + 10_000;
    let last = await jobs();
    while (last.status !== 200 && Date.now() < until) {
      await sleep(100);
      last = await jobs();
    }
    expect(last.status).toBe(200);
    expect((await request(`${server.url}/api/v1/health`)).status).toBe(200);
  }

  function expectUnavailable(answer: Awaited<ReturnType<typeof jobs>>, withinMs: number) {
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(answer.ms).toBeLessThan(withinMs);
  }

  it('answers while the database is reachable', async () => {
    expect((await jobs()).status).toBe(200);
  });

  it('answers 503 with Retry-After at once when the database refuses, logs once a second, and recovers', async () => {
    await proxy.kill();
    const logBefore = server.output().length;
    const started = Date.now();
    const answers = await hammer(2500);
    const elapsed = Date.now() - started;
    for (const answer of answers) expectUnavailable(answer, CONNECT_TIMEOUT_MS + SLACK_MS);
    expectUnavailable(await request(`${server.url}/api/v1/health`), CONNECT_TIMEOUT_MS + SLACK_MS);

    const log = server.output().slice(logBefore);
    const lines = log.split('\n').filter((line) => line.includes('"msg":"database unavailable"'));
    console.log(`refused: ${answers.length} answers, all 503, in ${elapsed} ms; ${lines.length} log lines`);
    expect(answers.length).toBeGreaterThan(lines.length * 5);
    expect(lines.length).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 1);
    expect(log).not.toContain(PRIVATE);

    await proxy.restore();
    await expectRecovery();
  });

  it('answers 503 within the timeouts when the database goes silent, and recovers', async () => {
    proxy.blackhole();
    const answers = await hammer(2000);
    // Connections the pool holds wait out the query timeout; new ones the connect timeout.
    for (const answer of answers) expectUnavailable(answer, QUERY_TIMEOUT_MS + SLACK_MS);
    console.log(
      `silent: ${answers.length} answers, all 503, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`,
    );
    await proxy.restore();
    await expectRecovery();
  });

  it('answers 503 within the statement timeout when the database hangs on a lock, and recovers', async () => {
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table jobs in access exclusive mode');
      const answer = await jobs();
      expectUnavailable(answer, STATEMENT_TIMEOUT_MS + SLACK_MS);
      console.log(`hung on a lock: 503 after ${Math.round(answer.ms)} ms`);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    await expectRecovery();
  });

  it('answers 503, reads and writes alike, while the database takes no connections, and recovers', async () => {
    const name = new URL(database.url).pathname.slice(1);
    // `ALTER DATABASE ... ALLOW_CONNECTIONS false` leaves open connections be: end them, as a
    // restart or an idle timeout would, so every request needs a new one and meets 55000.
    await onServer(POSTGRES_URL, async (client) => {
      await client.query(`alter database ${name} allow_connections false`);
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
    });
    const lead = (n: number) =>
      request(`${server.url}/api/v1/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `owner${n}@example.com`,
          business: `Closed Door ${n}`,
          is_owner_gm: true,
        }),
      });
    const logBefore = server.output().length;
    try {
      const started = Date.now();
      const answers: Awaited<ReturnType<typeof jobs>>[] = [];
      // At least 2.5 s and 200 answers (at most 10 s): a slow machine answers fewer a second, and
      // what is under test is lines per request, so the count of requests must be there to compare.
      const until = started + 2500;
      const giveUp = started + 10_000;
      const enough = () => (Date.now() >= until && answers.length >= 200) || Date.now() >= giveUp;
      await Promise.all(
        Array.from({ length: 8 }, async (_, worker) => {
          for (let n = 0; !enough(); n += 1)
            answers.push(await (worker % 2 === 0 ? jobs() : lead(worker * 1000 + n)));
        }),
      );
      const elapsed = Date.now() - started;
      const statuses = [...new Set(answers.map((answer) => answer.status))];
      console.log(
        `not accepting connections: ${answers.length} answers (${statuses.join(', ')}) in ${elapsed} ms`,
      );
      for (const answer of answers) expectUnavailable(answer, CONNECT_TIMEOUT_MS + SLACK_MS);
      const log = server.output().slice(logBefore);
      // Said once an interval, never once a request, and never with a stack per request.
      const lines = log.split('\n').filter((line) => line.includes('"msg":"database unavailable"'));
      expect(lines.length).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 1);
      // The job queue polls the database too, and says so as sparingly.
      const queueLines = log
        .split('\n')
        .filter((line) => line.includes('"msg":"job queue: database unavailable"'));
      expect(queueLines.length).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 1);
      const errors = log.split('\n').filter((line) => line.includes('"level":50'));
      // Beyond the throttled lines, each connection the pools held (the server's 4 and the queue's
      // own) may say once that it was ended: never a line per request.
      // The distinct messages, so a failure says which kind of line came too often.
      const kinds = [
        ...new Set(errors.map((line) => /"msg":"([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 200))),
      ];
      expect(errors.length, kinds.join('\n')).toBeLessThanOrEqual(lines.length + queueLines.length + 12);
      expect(errors.length * 10).toBeLessThan(answers.length);
    } finally {
      await onServer(POSTGRES_URL, (client) => client.query(`alter database ${name} allow_connections true`));
    }
    await expectRecovery();
  });
  /** Ends every connection of the server's database, so each request needs a new one. */
  const endConnections = (client: pg.Client, name: string) =>
    client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );

  it('answers 503 while its database is gone (3D000) and while its role is (28000), and recovers from each', async () => {
    const name = new URL(database.url).pathname.slice(1);
    const gone = `${name}_gone`;
    // A database dropped or renamed under a running server: a rename, so it can come back.
    await onServer(POSTGRES_URL, async (client) => {
      await client.query(`alter database ${name} allow_connections false`);
      await endConnections(client, name);
      await client.query(`alter database ${name} rename to ${gone}`);
      await client.query(`alter database ${gone} allow_connections true`);
    });
    try {
      const answers = await hammer(1500);
      console.log(`database gone: ${answers.length} answers (${[...new Set(answers.map((a) => a.status))]})`);
      for (const answer of answers) expectUnavailable(answer, CONNECT_TIMEOUT_MS + SLACK_MS);
    } finally {
      await onServer(POSTGRES_URL, (client) => client.query(`alter database ${gone} rename to ${name}`));
    }
    await expectRecovery();

    // Its role renamed away, as a revoked or rotated login would leave it (class 28).
    await onServer(POSTGRES_URL, async (client) => {
      await client.query(`alter role ${role} rename to ${role}_gone`);
      await endConnections(client, name);
    });
    try {
      const answers = await hammer(1500);
      console.log(`role gone: ${answers.length} answers (${[...new Set(answers.map((a) => a.status))]})`);
      for (const answer of answers) expectUnavailable(answer, CONNECT_TIMEOUT_MS + SLACK_MS);
    } finally {
      await onServer(POSTGRES_URL, (client) => client.query(`alter role ${role}_gone rename to ${role}`));
    }
    await expectRecovery();
  });
});
