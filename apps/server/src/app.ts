import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/app-config.ts';
import { trustProxySetting } from './config/trust-proxy.ts';
import type { Database } from './db/client.ts';
import { createImageStore } from './lib/images/create-image-store.ts';
import { registerDataExportJob } from './modules/account-data/index.ts';
import { registerPageViewRollup, registerPageViews } from './modules/analytics/index.ts';
import { registerApplicationJobs } from './modules/applications/index.ts';
import { registerBilling } from './modules/billing/index.ts';
import { registerGeocoding } from './modules/geocoding/index.ts';
import { featureRoutes, rootRoutes } from './modules/index.ts';
import { registerInterviewJobs } from './modules/interviews/index.ts';
import { registerJobAlertJobs } from './modules/job-alerts/index.ts';
import { registerMailJobs } from './modules/mail/index.ts';
import { registerMessageJobs } from './modules/messages/index.ts';
import { registerNotificationJobs } from './modules/notifications/index.ts';
import { registerMetrics } from './modules/operations/index.ts';
import { registerCertificateJobs } from './modules/profile/index.ts';
import { registerRetentionJob } from './modules/retention/index.ts';
import { PlatformThemeStyle } from './modules/themes/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { clientErrorHandler } from './plugins/client-error.ts';
import { registerHtmlCompression, registerJsonCompression } from './plugins/compress-responses.ts';
import { registerDrain } from './plugins/drain.ts';
import { frameworkErrorHandler, registerErrorHandlers } from './plugins/error-handler.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerNetworkShare } from './plugins/network-share.ts';
import { registerNulCharacterGuard } from './plugins/reject-nul-characters.ts';
import { keepRequestDeadlinesWhileClosing } from './plugins/request-deadline.ts';
import { registerUtf8BodyRule } from './plugins/require-utf8-bodies.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSharedPageCache } from './plugins/shared-page-cache.ts';
import { registerSpa } from './plugins/spa.ts';
import { openJobQueue } from './queue/pg-boss-job-queue.ts';
import { openApiRoutes } from './routing/openapi.routes.ts';
import { registerRouteKeys } from './routing/route-key.ts';
import { assertEveryRouteServed } from './routing/serve-route.ts';

function jobQueueSettings(config: AppConfig) {
  return {
    runWorkers: config.JOB_WORKERS,
    pollIntervalSeconds: config.JOB_POLL_INTERVAL_SECONDS,
    poolMax: config.JOB_POOL_MAX,
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    // Half the shutdown's bound: what is left is for requests and closing the database.
    stopTimeoutMs: Math.floor(config.SHUTDOWN_TIMEOUT_MS / 2),
  };
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * The time of day the app's calendar rules read (texts' quiet hours, daily digests): the real
   * clock, or a test's set one. Database rules (a job's live window) keep the database's clock.
   */
  clock?: () => Date;
}

/**
 * Builds the whole application without listening, so tests drive exactly what production runs
 * (through `app.inject`). The caller owns the database and closes it after the app.
 */
export async function buildApp({
  config,
  database,
  logger = false,
  clock = () => new Date(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Idle keep-alive sockets close on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    // A request that reaches the app while it closes (on a connection a balancer opened just
    // before the listener closed) is served, with `Connection: close` (plugins/drain.ts), instead
    // of Fastify's bare 503, which a balancer must not retry for a POST (decision 094).
    return503OnClosing: false,
    // A client may not hold a connection by trickling its head or body (decision 022).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks those timeouts on this interval (30 s by default): once a second keeps them honest.
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });

  // First, so every route registered below gets its key (logs, metrics).
  registerRouteKeys(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('servedRoutes', new Set<string>());
  app.decorate('platformThemeStyle', new PlatformThemeStyle(database.db, app.log));
  app.decorate('imageStore', await createImageStore(config));
  const jobs = await openJobQueue(database, jobQueueSettings(config), app.log);
  app.decorate('jobs', jobs);
  // Before any route, so its hook counts every one; nothing at all when metrics are off.
  registerMetrics(app);
  // Closing lets running jobs finish (or hands them back) before the caller closes the database.
  app.addHook('onClose', () => jobs.stop());
  registerNotificationJobs(app);
  registerApplicationJobs(app);
  registerGeocoding(app);
  registerMailJobs(app);
  // Before the conversations': a number answering an invitation picks its time.
  registerInterviewJobs(app);
  registerCertificateJobs(app);
  registerMessageJobs(app);
  registerDataExportJob(app);
  registerJobAlertJobs(app);
  registerRetentionJob(app);
  registerPageViewRollup(app);
  registerBilling(app);
  registerPageViews(app);

  registerErrorHandlers(app);
  registerDrain(app);
  // First, so a request waiting for its network's turn (below) still gets its 408 at its deadline
  // when the server stops.
  keepRequestDeadlinesWhileClosing(app, config.REQUEST_TIMEOUT_MS);
  // Before any hook or route does database work: a lagging process or a network past its share
  // is answered without it (decision 077).
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.SHED_EVENT_LOOP_DELAY_MS,
    sampleIntervalMs: config.SHED_SAMPLE_INTERVAL_MS,
  });
  registerNetworkShare(app, {
    running: config.NETWORK_CONCURRENT_REQUESTS,
    waiting: config.NETWORK_WAITING_REQUESTS,
  });
  registerSecurityHeaders(app);
  registerAuth(app);
  registerNulCharacterGuard(app);
  registerUtf8BodyRule(app);
  registerHtmlCompression(app);
  registerSharedPageCache(app);

  await app.register(
    async (api) => {
      registerJsonCompression(api, '/api/v1');
      for (const routes of featureRoutes) await api.register(routes);
      await api.register(openApiRoutes);
    },
    { prefix: '/api/v1' },
  );
  assertEveryRouteServed(app);

  // Read before the first page is served, so no visitor gets the default theme by mistake.
  await app.platformThemeStyle.refresh();
  await registerSpa(app, config.webDistDir, config.webServerEntry);
  for (const routes of rootRoutes) await app.register(routes);
  return app;
}
