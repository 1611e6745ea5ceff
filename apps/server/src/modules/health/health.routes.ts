import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';

/**
 * Load balancers and the web app's connection test read this: 503 while the instance drains
 * after SIGTERM (so the balancer stops sending before it closes), and 503 when the database is
 * down. The error handler logs the cause, at most once a second.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /health', async () => {
    if (app.drain.draining) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Shutting down', { details: { status: 'draining' } });
    }
    try {
      await app.database.ping();
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable', {
        details: { status: 'degraded', database: 'error' },
        cause: error,
      });
    }
    return ok({ status: 'ok', database: 'ok', engine: app.database.engine });
  });
};
