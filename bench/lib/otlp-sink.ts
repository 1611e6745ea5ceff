import { once } from 'node:events';
import { createServer } from 'node:http';

/**
 * A local OTLP/HTTP receiver that keeps nothing: it reads each export the app POSTs to /v1/traces,
 * counts it and answers 200, so `BENCH_OTEL=1` measures the app with tracing on and its spans
 * really sent, without a collector.
 */
export async function startOtlpSink(): Promise<{
  url: string;
  counts: () => { exports: number; bytes: number };
  close: () => void;
}> {
  let exports = 0;
  let bytes = 0;
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') exports += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    counts: () => ({ exports, bytes }),
    close: () => server.close(),
  };
}
