import { spawn } from 'node:child_process';

/**
 * The "busy machine" case of issue 11: one process spinning in a tight loop keeps one core at
 * 100% while Lighthouse measures on the other (BENCH_LH_LOAD=1).
 */
export function startCpuLoad(): { stop: () => void } {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return { stop: () => child.kill('SIGKILL') };
}
