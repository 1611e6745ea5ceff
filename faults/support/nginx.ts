import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, ROOT } from '../../bench/lib/server.ts';

/** nginx from the PATH or Debian's /usr/sbin, or null when it is not installed. */
export function findNginx(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  }
  return null;
}

export interface RunningNginx {
  url: string;
  /** nginx's error log so far (upstream failures are logged there). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground with deploy/nginx/perks.conf.template rendered for `upstreams`, on a
 * free port of 127.0.0.1, everything it writes (pid, logs, temp files) in a temp prefix, so it
 * runs without root and without touching /etc/nginx.
 */
export async function startNginx(
  binary: string,
  upstreams: string[],
  options: {
    maxFails?: number;
    failTimeout?: string;
    keepaliveTimeout?: string;
    shutdownGraceMs?: number;
  } = {},
): Promise<RunningNginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'perks-nginx-'));
  await mkdir(join(prefix, 'temp'));
  const port = await freePort();
  const site = execFileSync(
    process.execPath,
    [
      join(ROOT, 'deploy/render-nginx-conf.mjs'),
      '--listen',
      `127.0.0.1:${port}`,
      '--server-name',
      'localhost',
      '--max-fails',
      String(options.maxFails ?? 2),
      '--fail-timeout',
      options.failTimeout ?? '10s',
      '--keepalive-timeout',
      options.keepaliveTimeout ?? '4s',
      '--shutdown-grace-ms',
      String(options.shutdownGraceMs ?? 5000),
      ...upstreams.flatMap((address) => ['--upstream', address]),
    ],
    { encoding: 'utf8' },
  );
  await writeFile(join(prefix, 'perks.conf'), site);
  const errorLog = join(prefix, 'error.log');
  // The main file Debian's /etc/nginx/nginx.conf would be, reduced to what a test needs.
  await writeFile(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, 'temp', kind)};`,
      ),
      `  include ${join(prefix, 'perks.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    binary,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', errorLog],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const readLog = () => {
    try {
      return readFileSync(errorLog, 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // QUIT: finish what is in flight, then exit.
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  for (let tries = 0; tries < 250; tries += 1) {
    if (child.exitCode !== null) break;
    try {
      const answer = await fetch(`${url}/api/v1/health/live`);
      await answer.arrayBuffer();
      if (answer.ok) return { url, errorLog: readLog, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  await stop();
  throw new Error(`nginx did not start on ${url}:\n${output}\n${readLog()}`);
}
