import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

const serverRoot = join(import.meta.dirname, '..');
// The process under test is the production bundle, built from the current source.
const bundle = join(serverRoot, 'dist', 'process-test', 'server.js');

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [bundle], {
    cwd: serverRoot,
    env: { ...process.env, INIT_CWD: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

function waitFor<T>(check: () => T | undefined, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error('timed out'));
      setTimeout(tick, 50);
    };
    tick();
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('server process', () => {
  const started: ChildProcess[] = [];
  const copies: TestDatabase[] = [];
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['build.mjs', bundle], { cwd: serverRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`bundle failed: ${build.stderr}`);
  });
  afterAll(async () => {
    for (const child of started) child.kill('SIGKILL');
    for (const copy of copies) await copy.cleanup();
  });

  it('refuses to start on bad configuration and names each bad key', async () => {
    const { child, output } = startServer({ PORT: 'not-a-port', OTP_LENGTH: '5' });
    started.push(child);
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('PORT');
    expect(output()).toContain('OTP_LENGTH');
  });

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'perks-shutdown-'));
    // A migrated copy of the run's template, so the process skips PGlite's initdb (how it stops is
    // what this test is about, not a first start; the browser tests start from nothing).
    const copy = await createTestDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
    copies.push(copy);
    await copy.database.close();
    const { child, output } = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      // The test steps on the server's own log lines (request received, shutdown begun).
      LOG_LEVEL: 'info',
      ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
    });
    started.push(child);
    const port = await waitFor(() => output().match(/running at http:\/\/localhost:(\d+)/)?.[1], 45_000);

    // Start a request and hold back the end of its body, so it is in flight when the signal lands.
    const socket = connect(Number(port), '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk;
    });
    const body = JSON.stringify({ hello: 'world' });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/v1/not-a-route HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    // In flight: the server has read the request's head and waits for the rest of its body.
    await waitFor(() => (output().includes('"msg":"incoming request"') ? true : undefined), 10_000);

    const exited = exitOf(child);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    // The body is finished only once the server has begun to shut down.
    await waitFor(() => (output().includes('"msg":"shutting down"') ? true : undefined), 10_000);
    socket.write(body.slice(5));

    const code = await exited;
    expect(response).toMatch(/^HTTP\/1\.1 404/);
    expect(response).toContain('"code":"NOT_FOUND"');
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    // Room for the 45 s start-up wait above on a busy machine; the stop itself must take < 10 s.
  }, 60_000);
});
