/**
 * The raw baseline: bare node:http and a pg pool of the app's size, answering the benchmark's
 * requests with the SQL the app's repository builds (prepared once per case at start, not per
 * request) and the same JSON body, compressed the same way when asked. No framework, no
 * validation, no ORM at request time: the throughput limit the app is measured against.
 *
 * Env: DATABASE_URL, PORT, DATABASE_POOL_MAX, BENCH_CASES (JSON of the cases to serve).
 */
import { createServer } from 'node:http';
import pg from 'pg';
import {
  COMPRESS_THRESHOLD_BYTES,
  chooseEncoding,
  compressJson,
} from '../../apps/server/src/lib/json-compression.ts';
import { BENCH_DATABASE_URL, POOL_MAX } from '../lib/database.ts';
import { type CaseHandler, caseHandler } from './app-sql.ts';
import type { ApiCase } from './cases.ts';

const cases = JSON.parse(process.env.BENCH_CASES ?? '[]') as ApiCase[];
const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: POOL_MAX });
pool.on('error', () => undefined);

const exact = new Map<string, CaseHandler>();
const prefixed: [string, CaseHandler][] = [];
for (const c of cases) {
  const handler = caseHandler(c);
  if (c.path.includes('{id}')) prefixed.push([c.path.slice(0, c.path.indexOf('{id}')), handler]);
  else exact.set(c.path, handler);
}

function route(url: string): CaseHandler | undefined {
  return exact.get(url) ?? prefixed.find(([prefix]) => url.startsWith(prefix))?.[1];
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === '/api/v1/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    return;
  }
  const handler = route(url);
  if (!handler) {
    res.writeHead(404).end();
    return;
  }
  handler.respond(pool, url).then(
    ({ status, body }) => {
      const headers: Record<string, string | number> = { 'content-type': 'application/json; charset=utf-8' };
      let sent: string | Buffer = body;
      // Compressed as the app compresses (the same function, threshold and levels).
      if (Buffer.byteLength(body) >= COMPRESS_THRESHOLD_BYTES) {
        headers.vary = 'accept-encoding';
        const encoding = chooseEncoding(req.headers['accept-encoding']);
        if (encoding) {
          headers['content-encoding'] = encoding;
          sent = compressJson(body, encoding);
        }
      }
      headers['content-length'] = Buffer.byteLength(sent);
      res.writeHead(status, headers).end(sent);
    },
    (error: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    },
  );
});

server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');

const stop = () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
