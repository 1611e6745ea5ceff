import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/app-config.ts';
import { trustProxySetting } from './config/trust-proxy.ts';
import type { Database } from './db/client.ts';
import { featureRoutes, rootRoutes } from './modules/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { clientErrorHandler } from './plugins/client-error-handler.ts';
import { frameworkErrorHandler, registerErrorHandlers } from './plugins/error-handler.ts';
import { registerNulCharacterGuard } from './plugins/reject-nul-characters.ts';
import { registerUtf8BodyRule } from './plugins/require-utf8-bodies.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { openApiRoutes } from './routing/openapi.routes.ts';
import { assertEveryRouteServed } from './routing/serve-route.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * A request still in flight when shutdown starts gets `Connection: close` on its answer, so its
 * keep-alive socket ends with it instead of holding the stop open until the client hangs up.
 */
function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  // A callback hook: this runs on every response, and needs no promise of its own.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Builds the whole application without listening, so tests drive exactly what production runs
 * (through `app.inject`). The caller owns the database and closes it after the app.
 */
export async function buildApp({
  config,
  database,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Idle keep-alive sockets close on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('servedRoutes', new Set<string>());

  registerErrorHandlers(app);
  closeConnectionsWhenStopping(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  registerAuth(app);
  registerNulCharacterGuard(app);
  registerUtf8BodyRule(app);

  await app.register(
    async (api) => {
      for (const routes of featureRoutes) await api.register(routes);
      await api.register(openApiRoutes);
    },
    { prefix: '/api/v1' },
  );
  assertEveryRouteServed(app);

  await registerSpa(app, config.webDistDir);
  for (const routes of rootRoutes) await app.register(routes);
  return app;
}
