import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../../lib/app-error.ts';
import { smsSentInLastHour } from '../auth/index.ts';
import { outboxFigures, queueFigures } from './operations.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The port the metrics are served on when METRICS_PORT is set, once the app listens. */
    metricsPort?: () => number | undefined;
  }
}

const STATUS_CLASSES = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'] as const;
/** Seconds: from a cached read to the request deadline (REQUEST_TIMEOUT_MS is 15 s by default). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

/**
 * Prometheus metrics (decision 081), off unless METRICS_TOKEN or METRICS_PORT is set: with neither,
 * no hook runs and no route exists. Requests are counted and timed per route key (never the URL)
 * and status class by an `onResponse` hook of each route, its series bound when the route is
 * registered; everything
 * read from the database (queue, outboxes, SMS) is read when Prometheus scrapes, not per request.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { METRICS_TOKEN, METRICS_PORT } = app.config;
  if (METRICS_TOKEN === undefined && METRICS_PORT === undefined) return;

  const registry = new Registry();
  // Process figures, among them the event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['route', 'status_class'] as const;
  const requests = new Counter({
    name: 'perks_http_requests_total',
    help: 'Requests answered, per route key and status class',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'perks_http_request_duration_seconds',
    help: 'Time from a request to its answer, per route key and status class',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers,
  });
  /** Records one answer of a route: its two series per status class, made on first use. */
  const recorder = (route: string) => {
    const children: { count: () => void; observe: (seconds: number) => void }[] = [];
    return (statusCode: number, seconds: number) => {
      const index = Math.min(Math.max(Math.floor(statusCode / 100), 1), 5);
      let one = children[index];
      if (!one) {
        const statusClass = STATUS_CLASSES[index] ?? '5xx';
        const counter = requests.labels(route, statusClass);
        const histogram = durations.labels(route, statusClass);
        one = { count: () => counter.inc(), observe: (value) => histogram.observe(value) };
        children[index] = one;
      }
      one.count();
      one.observe(seconds);
    };
  };
  // Each route gets its own onResponse hook with its key bound at registration (route-key.ts's
  // onRoute hook ran first), so a request looks nothing up.
  const ownHooks = new WeakSet<object>();
  app.addHook('onRoute', (route) => {
    const record = recorder(route.config?.routeKey ?? `${route.method} ${route.url}`);
    const hook: onResponseHookHandler = (_request, reply, done) => {
      record(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    ownHooks.add(hook);
    const existing = [route.onResponse ?? []].flat().filter((one) => !ownHooks.has(one));
    route.onResponse = [...existing, hook];
  });
  // A request that matched no route (Fastify's 404, a malformed URL) has no route hook.
  const unmatched = recorder('unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const refusals = new Counter({
    name: 'perks_budget_refusals_total',
    help: 'Requests refused by each budget (its name; a 429 from a budget without one counts under its route key)',
    labelNames: ['budget'],
    registers,
  });
  app.decorate('budgetRefused', (budget: string) => refusals.inc({ budget }));

  const scrapeFromDatabase = databaseFigures(app, registry);
  const scrape = async () => {
    await scrapeFromDatabase();
    return registry.metrics();
  };

  if (METRICS_PORT !== undefined) {
    serveOnOwnPort(app, METRICS_PORT, METRICS_TOKEN, registry.contentType, scrape);
    return;
  }
  app.get('/metrics', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!bearerMatches(request.headers.authorization, METRICS_TOKEN)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHORIZED', 'Authentication required');
    }
    const body = await scrape();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

/** Whether `Authorization` holds `Bearer <token>`; compared in constant time (digests of equal length). */
function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** Metrics on a port of their own (METRICS_PORT), started when the app listens and closed with it. */
function serveOnOwnPort(
  app: FastifyInstance,
  port: number,
  token: string | undefined,
  contentType: string,
  scrape: () => Promise<string>,
): void {
  let server: Server | undefined;
  app.decorate('metricsPort', () => (server?.address() as AddressInfo | null)?.port);
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      if (!bearerMatches(request.headers.authorization, token)) {
        response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end();
        return;
      }
      scrape().then(
        (body) =>
          response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500).end();
        },
      );
    });
    server.requestTimeout = app.config.REQUEST_TIMEOUT_MS;
    server.headersTimeout = app.config.HEADERS_TIMEOUT_MS;
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, app.config.HOST, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    const open = server;
    if (!open) return;
    open.closeAllConnections();
    await new Promise<void>((resolve) => open.close(() => resolve()));
  });
}

/**
 * The figures read at each scrape: the database pool, the job queue per job name, the outboxes
 * per state, and the texts of the last hour against SMS_MAX_PER_HOUR. A database that does not
 * answer leaves them out and sets perks_database_up to 0; the request figures still go out.
 */
function databaseFigures(app: FastifyInstance, registry: Registry) {
  const registers = [registry];
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers });
  const up = gauge('perks_database_up', '1 when the database answered this scrape, else 0');
  const poolMax = gauge(
    'perks_db_pool_max',
    'Connections the request pool may open (1 on the embedded database)',
  );
  const poolConnections = gauge('perks_db_pool_connections', 'PostgreSQL request pool connections by state', [
    'state',
  ]);
  const poolWaiting = gauge('perks_db_pool_waiting', 'Requests waiting for a PostgreSQL pool connection');
  const jobs = gauge(
    'perks_job_queue_jobs',
    'Background jobs per job name and state (queued, active, failed)',
    ['name', 'state'],
  );
  const oldest = gauge(
    'perks_job_queue_oldest_due_seconds',
    'Seconds the oldest due job of each name has waited to start (0 when none waits)',
    ['name'],
  );
  const outbox = gauge('perks_outbox_messages', 'Messages in the text and e-mail outboxes per state', [
    'outbox',
    'status',
  ]);
  const smsSent = gauge(
    'perks_sms_sent_last_hour',
    'Texts sent in the last hour, sign-in codes and outbox texts',
  );
  const smsCap = gauge('perks_sms_hourly_cap', 'SMS_MAX_PER_HOUR: the cap on texts in any hour');

  return async () => {
    const pool = app.database.poolStats?.();
    poolMax.set(pool?.max ?? 1);
    if (pool) {
      poolConnections.set({ state: 'in_use' }, pool.total - pool.idle);
      poolConnections.set({ state: 'idle' }, pool.idle);
      poolWaiting.set(pool.waiting);
    }
    smsCap.set(app.config.SMS_MAX_PER_HOUR);
    try {
      const queues = await queueFigures(app.db);
      const outboxes = await outboxFigures(app.db);
      const sent = await smsSentInLastHour(app.db, app.config.SMS_MAX_PER_HOUR);
      jobs.reset();
      oldest.reset();
      for (const queue of queues) {
        jobs.set({ name: queue.name, state: 'queued' }, queue.queued);
        jobs.set({ name: queue.name, state: 'active' }, queue.active);
        jobs.set({ name: queue.name, state: 'failed' }, queue.failed);
        oldest.set({ name: queue.name }, queue.oldestDueSeconds);
      }
      outbox.reset();
      for (const [status, n] of Object.entries(outboxes.texts)) outbox.set({ outbox: 'text', status }, n);
      for (const [status, n] of Object.entries(outboxes.emails)) outbox.set({ outbox: 'email', status }, n);
      smsSent.set(sent);
      up.set(1);
    } catch (error) {
      app.log.warn({ err: error }, 'metrics: the database did not answer');
      up.set(0);
    }
  };
}
