import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppConfig } from '../config/app-config.ts';
import { parseEnv } from '../config/env.ts';
import { users } from '../db/schema/index.ts';
import { SessionService } from '../modules/auth/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const serverRoot = join(import.meta.dirname, '..', '..');
// The process under test is the production bundle, built from the current source.
const bundle = join(serverRoot, 'dist', 'tracing-test', 'server.js');

/** One span as OTLP/HTTP's JSON encoding sends it (ids in hex). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  links?: { traceId: string; spanId: string }[];
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  scope: string;
  service: string;
}

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;
const SPAN_KIND_PRODUCER = 4;
const SPAN_KIND_CONSUMER = 5;

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

/** A local OTLP/HTTP receiver: accepts the exporter's POSTs to /v1/traces and keeps their spans. */
async function startReceiver(): Promise<{
  url: string;
  spans: OtlpSpan[];
  posts: () => number;
  close(): void;
}> {
  const spans: OtlpSpan[] = [];
  let posts = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts += 1;
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const payload = JSON.parse(body.toString('utf8'));
      for (const resourceSpans of payload.resourceSpans ?? []) {
        const service = resourceSpans.resource?.attributes?.find(
          (entry: { key: string }) => entry.key === 'service.name',
        )?.value?.stringValue;
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? [])
            spans.push({ ...span, scope: scopeSpans.scope?.name, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, spans, posts: () => posts, close: () => server.close() };
}

function waitFor<T>(check: () => T | undefined, timeoutMs: number, what: () => string): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > timeoutMs)
        return reject(new Error(`timed out; the process said:\n${what()}`));
      setTimeout(tick, 50);
    };
    tick();
  });
}

const JWT_SECRET = 'tracing-test-secret-0123456789-0123456789-abcdef';

describe('traces over OTLP/HTTP (the built server)', () => {
  const started: ChildProcess[] = [];
  let copy: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let spans: OtlpSpan[];
  let output = '';

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['build.mjs', bundle], { cwd: serverRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`bundle failed: ${build.stderr}`);

    // The database the process will open, with a signed-in person made beside it first (the
    // session signed as the verify route signs it, with the process's own secret).
    const dataDir = mkdtempSync(join(tmpdir(), 'perks-tracing-'));
    copy = await createTestDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
    const env: Record<string, string> = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET,
      JOB_POLL_INTERVAL_SECONDS: '0.5',
      SHUTDOWN_GRACE_MS: '0',
      ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
    };
    const config = buildAppConfig(parseEnv({ ...process.env, INIT_CWD: '', ...env }));
    const [person] = await copy.database.db
      .insert(users)
      .values({ phone: '+12075550142', first_name: 'Dana' })
      .returning();
    const session = await new SessionService(copy.database.db, config).start(person!, {
      ip: null,
      userAgent: 'tracing test',
    });
    await copy.database.close();

    receiver = await startReceiver();
    const child = spawn(process.execPath, [bundle], {
      cwd: serverRoot,
      env: {
        ...process.env,
        INIT_CWD: '',
        ...env,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'perks-tracing-test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const port = await waitFor(
      () => output.match(/running at http:\/\/localhost:(\d+)/)?.[1],
      45_000,
      () => output,
    );

    // A request that queues a job: the alert address's confirmation e-mail goes through the e-mail
    // outbox, a job stored in the request's transaction.
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/user/job-alerts/email`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dana@example.com' }),
    });
    expect(answer.status, await answer.text()).toBe(200);
    // The job ran once its e-mail is printed (no SMTP server is set: the console transport).
    await waitFor(
      () => (output.includes('[mail] to ') ? true : undefined),
      20_000,
      () => output,
    );

    // The stop sends the spans still waiting before the process exits.
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code, output).toBe(0);
    receiver.close();
    spans = receiver.spans;
  }, 120_000);

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    receiver?.close();
    await copy?.cleanup();
  });

  /** Whether `ancestor` is `span`'s parent, or its parent's, and so on. */
  const isInside = (span: OtlpSpan, ancestor: OtlpSpan) => {
    for (let at: OtlpSpan | undefined = span; at; ) {
      if (at.parentSpanId === ancestor.spanId) return true;
      const parentId: string | undefined = at.parentSpanId;
      at = parentId ? spans.find((each) => each.spanId === parentId) : undefined;
    }
    return false;
  };

  const requestSpan = () => {
    const span = spans.find(
      (each) =>
        each.kind === SPAN_KIND_SERVER &&
        (attribute(each, 'url.path') ?? attribute(each, 'http.target'))?.endsWith('/user/job-alerts/email'),
    );
    if (!span) throw new Error(`no request span among ${spans.map((each) => each.name).join(', ')}`);
    return span;
  };

  it('exports the request as a trace: the HTTP server span, with the route span of Fastify inside it', () => {
    const request = requestSpan();
    expect(request.service).toBe('perks-tracing-test');
    expect(attribute(request, 'http.request.method') ?? attribute(request, 'http.method')).toBe('PUT');
    const inTrace = spans.filter((each) => each.traceId === request.traceId);
    const route = inTrace.find((each) => each.scope?.includes('fastify') && attribute(each, 'http.route'));
    expect(route, inTrace.map((each) => each.name).join(', ')).toBeDefined();
    expect(attribute(route!, 'http.route')).toBe('/api/v1/user/job-alerts/email');
    expect(isInside(route!, request)).toBe(true);
  });

  it('queues the job inside the request, and runs it in a trace of its own linked to the request', () => {
    const request = requestSpan();
    const job = spans.find(
      (each) => each.kind === SPAN_KIND_CONSUMER && each.name === 'process email-message',
    );
    expect(job, spans.map((each) => each.name).join(', ')).toBeDefined();
    // Sent from inside the request: the queue's PRODUCER span, in the request's trace.
    const send = spans.find((each) => each.kind === SPAN_KIND_PRODUCER && each.name === 'send email-message');
    expect(send && isInside(send, request)).toBe(true);
    // Run in a trace of its own, linked to a span of the request's (the one active when it was sent).
    expect(job!.traceId).not.toBe(request.traceId);
    expect(job!.parentSpanId ?? '').toBe('');
    const link = job!.links?.[0];
    expect(link?.traceId).toBe(request.traceId);
    const linked = spans.find((each) => each.spanId === link?.spanId);
    expect(linked?.traceId).toBe(request.traceId);
    expect(attribute(job!, 'messaging.destination.name')).toBe('email-message');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: the request's SQL spans sit inside its trace, and the job's inside the job's (skipped on PGlite, which the pg instrumentation does not see: set TEST_DATABASE_URL)",
    () => {
      const request = requestSpan();
      const job = spans.find(
        (each) => each.kind === SPAN_KIND_CONSUMER && each.name === 'process email-message',
      )!;
      const sql = (traceId: string) =>
        spans.filter(
          (each) =>
            each.traceId === traceId &&
            each.kind === SPAN_KIND_CLIENT &&
            attribute(each, 'db.system.name') === 'postgresql',
        );
      const requestSql = sql(request.traceId);
      expect(requestSql.length).toBeGreaterThan(0);
      for (const statement of requestSql) expect(isInside(statement, request)).toBe(true);
      // The job's row is stored by the request, in its transaction.
      expect(
        requestSql.some((each) =>
          /insert into .?pgboss.?\.job/i.test(attribute(each, 'db.query.text') ?? ''),
        ),
      ).toBe(true);
      const jobSql = sql(job.traceId);
      expect(jobSql.length).toBeGreaterThan(0);
      for (const statement of jobSql) expect(isInside(statement, job)).toBe(true);
    },
  );

  it('is not loaded at all without OTEL_EXPORTER_OTLP_ENDPOINT: the entry imports nothing before it decides', () => {
    const entry = readFileSync(bundle, 'utf8');
    expect(entry).not.toMatch(/^\s*import\s/m);
    expect(entry).toMatch(/if \(process\.env\.OTEL_EXPORTER_OTLP_ENDPOINT\)/);
  });
});
