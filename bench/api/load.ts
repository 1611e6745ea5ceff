import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  /** Request-weighted mean of the slices' medians. */
  p50: number;
  /** The worst slice's 99th percentile (conservative: slices cannot be merged exactly). */
  p99: number;
  errors: number;
  requests: number;
  bytesPerRequest: number;
  /** Responses by status code, and socket errors and timeouts, when anything went wrong. */
  problems: string;
}

export const CONNECTIONS = 50;
/** Measured seconds per server and case, split into two slices. */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);

type Target = { url: string; nextPath: () => string };
type Slice = autocannon.Result;

function run(target: Target, duration: number): Promise<Slice> {
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: target.nextPath() }) }],
  });
}

/**
 * The app and its baseline under the same load, interleaved A-B-B-A after a warm-up of each
 * (JIT, pools and caches settle; those figures are thrown away). Background load on a shared
 * machine drifts over a minute; interleaving spreads that drift over both instead of whichever
 * ran second. autocannon at c=50; errors count socket errors, timeouts and any non-2xx.
 */
export async function loadPair(app: Target, raw: Target): Promise<{ app: LoadResult; raw: LoadResult }> {
  await run(app, WARMUP_S);
  await run(raw, WARMUP_S);
  const half = DURATION_S / 2;
  const a1 = await run(app, half);
  const r1 = await run(raw, half);
  const r2 = await run(raw, half);
  const a2 = await run(app, half);
  return { app: combine([a1, a2]), raw: combine([r1, r2]) };
}

function combine(slices: Slice[]): LoadResult {
  const requests = slices.reduce((sum, s) => sum + s.requests.total, 0);
  const seconds = slices.reduce((sum, s) => sum + s.duration, 0);
  const bytes = slices.reduce((sum, s) => sum + s.throughput.total, 0);
  const codes = new Map<string, number>();
  let errors = 0;
  let socketErrors = 0;
  let timeouts = 0;
  for (const s of slices) {
    errors += s.errors + s.timeouts + s.non2xx;
    socketErrors += s.errors;
    timeouts += s.timeouts;
    for (const [code, stat] of Object.entries(s.statusCodeStats ?? {})) {
      if (!code.startsWith('2')) codes.set(code, (codes.get(code) ?? 0) + (stat.count ?? 0));
    }
  }
  const problems = [...codes].map(([code, count]) => `${code} x${count}`);
  if (socketErrors) problems.push(`socket errors x${socketErrors}`);
  if (timeouts) problems.push(`timeouts x${timeouts}`);
  return {
    rps: seconds ? requests / seconds : 0,
    p50: requests
      ? Math.round(slices.reduce((sum, s) => sum + s.latency.p50 * s.requests.total, 0) / requests)
      : 0,
    p99: Math.max(...slices.map((s) => s.latency.p99)),
    errors,
    requests,
    bytesPerRequest: requests ? bytes / requests : 0,
    problems: problems.join(', '),
  };
}
