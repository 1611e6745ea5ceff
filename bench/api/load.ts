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
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);

/**
 * autocannon at c=50 for a fixed duration, after a warm-up of the same shape whose figures are
 * thrown away (JIT, pools and caches settle). Errors count socket errors, timeouts and any non-2xx.
 * `nextPath` rotates paths (job ids) per request.
 */
export async function load(baseUrl: string, nextPath: () => string): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration,
      timeout: 10,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
  await run(WARMUP_S);
  const result = await run(DURATION_S);
  const requests = result.requests.total;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code} x${stat.count}`);
  if (result.errors) codes.push(`socket errors x${result.errors}`);
  if (result.timeouts) codes.push(`timeouts x${result.timeouts}`);
  return {
    problems: codes.join(', '),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests,
    bytesPerRequest: requests ? result.throughput.total / requests : 0,
  };
}
