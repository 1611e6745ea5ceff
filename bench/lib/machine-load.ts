import { loadavg } from 'node:os';

/**
 * The machine's 1-minute load average, sampled while a benchmark runs: a figure measured on a
 * shared machine means little without the load beside it.
 */
export function watchMachineLoad(everyMs = 5000): { stop: () => string } {
  const samples = [loadavg()[0]!];
  const timer = setInterval(() => samples.push(loadavg()[0]!), everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(loadavg()[0]!);
      const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
      return `1-minute load ${mean.toFixed(2)} on average (${Math.min(...samples).toFixed(2)}-${Math.max(...samples).toFixed(2)}) over ${samples.length} samples`;
    },
  };
}

/** A list of ratios as its median and spread: `82% (76-85%)`. */
export function pooledRatio(ratios: number[]): string {
  const sorted = [...ratios].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const percent = (value: number) => (value * 100).toFixed(0);
  return `${percent(median)}% (${percent(sorted[0]!)}-${percent(sorted.at(-1)!)}%)`;
}
