import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  bytesPerRequest: number;
  /** Responses by status code, and socket errors and timeouts, when anything went wrong. */
  problems: string;
}

export const CONNECTIONS = 50;
/** Measured seconds per server and case. */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);

export type Target = { url: string; nextPath: () => string; acceptEncoding?: string };
type Slice = autocannon.Result;

/** Loads one server with one case for `duration` seconds at c=50. */
export function run(target: Target, duration: number): Promise<Slice> {
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    headers: target.acceptEncoding ? { 'accept-encoding': target.acceptEncoding } : {},
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: target.nextPath() }) }],
  });
}

/**
 * The app and its baseline under the same load, each measured for DURATION_S right after its own
 * warm-up of the same shape (JIT, pools and caches settle; those figures are thrown away). The
 * order alternates from case to case (`appFirst`), so background load that drifts during a run
 * does not always land on the same side. autocannon at c=50; errors count socket errors, timeouts
 * and any non-2xx.
 */
export async function loadPair(
  app: Target,
  raw: Target,
  appFirst: boolean,
): Promise<{ app: LoadResult; raw: LoadResult }> {
  const measure = async (target: Target) => {
    await run(target, WARMUP_S);
    return combine([await run(target, DURATION_S)]);
  };
  if (appFirst) {
    const a = await measure(app);
    return { app: a, raw: await measure(raw) };
  }
  const r = await measure(raw);
  return { app: await measure(app), raw: r };
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
