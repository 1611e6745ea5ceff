import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'apps/server/dist/server.js');
export const RESULTS_DIR = join(ROOT, 'bench/results');

/**
 * The production server's environment with dummy values for what production insists on: a JWT
 * secret, a public origin and a real SMS gateway (never called: the benchmarks only read public pages). Logging at
 * warn keeps pino's per-request lines out of the measurement; BENCH_LOG_LEVEL=info puts them back.
 */
export function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    JWT_SECRET: 'benchmark-only-secret-not-used-anywhere-else-0123456789',
    PUBLIC_URL: 'http://127.0.0.1',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/',
    SMS_HTTP_ACCOUNT_SID: 'bench',
    SMS_HTTP_AUTH_TOKEN: 'bench',
    SMS_FROM: '+12075550199',
    ...extra,
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Spawns a node process that listens on `port` and waits (bounded) for `healthPath` to answer
 * 200. Output is kept for the error message when it never becomes healthy.
 */
export async function startProcess(options: {
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  healthPath?: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const { args, env, port, healthPath = '/api/v1/health', timeoutMs = 60_000 } = options;
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(url + healthPath);
      await res.arrayBuffer();
      if (res.ok) {
        return { url, child, startMs: performance.now() - started, output: () => log, stop };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  await stop();
  throw new Error(`${args.join(' ')} did not become healthy on ${url}:\n${log}`);
}

/** The built server bundle in production mode on a free port, with these settings on top. */
export async function startBuiltServer(
  settings: Record<string, string>,
  timeoutMs?: number,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  return startProcess({
    args: [...nodeArgs, SERVER_BUNDLE],
    env: productionEnv({ PORT: String(port), ...settings }),
    port,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

/** `npm run <script>` at the repository root, output shown; throws on failure. */
export function npmRun(script: string): void {
  execFileSync('npm', ['run', script], { cwd: ROOT, stdio: 'inherit' });
}
