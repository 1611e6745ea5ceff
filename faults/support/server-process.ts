import { join } from 'node:path';
import { freePort, productionEnv, ROOT, type RunningServer, startProcess } from '../../bench/lib/server.ts';

export const SERVER_ROOT = join(ROOT, 'apps/server');
/** Built by global setup, beside (not over) the bundle `npm start` runs. */
export const FAULTS_BUNDLE = join(SERVER_ROOT, 'dist/faults/server.js');

/**
 * The production bundle (or `bundle`, another build of it) as a child process on a free port (or `port`), with production's settings and the
 * test's overrides (a database URL, short timeouts), healthy before this resolves. `nodeArgs` go
 * to node before the bundle (a `--import` of a test clock); `healthPath` is what must answer 200.
 */
export async function startServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; bundle?: string; port?: number; healthPath?: string } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  return startProcess({
    args: [...(options.nodeArgs ?? []), options.bundle ?? FAULTS_BUNDLE],
    port,
    env: productionEnv({ PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true', ...env }),
    ...(options.healthPath ? { healthPath: options.healthPath } : {}),
  });
}

/** Resolves with the exit code once the process has ended. */
export function exitCode(server: RunningServer): Promise<number | null> {
  const { child } = server;
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
