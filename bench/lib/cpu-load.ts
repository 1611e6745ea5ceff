import { spawn } from 'node:child_process';

/**
 * The "busy machine" case: one process spinning in a tight loop keeps one core at 100% while the
 * benchmark measures (bench:web with BENCH_LH_LOAD=1, bench:api with BENCH_LOAD=1).
 */
export function startCpuLoad(): { stop: () => void } {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return { stop: () => child.kill('SIGKILL') };
}
