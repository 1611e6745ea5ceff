import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { newestShippedMigration, notReadyReasons } from './readiness.ts';

/**
 * Load balancers and the web app's connection test read /health: 503 while the instance drains
 * after SIGTERM (so the balancer stops sending before it closes), and 503 when the database is
 * down. The error handler logs the cause, at most once a second.
 *
 * Orchestrators read the two probes: /health/live (the process answers; no database, so a
 * database outage never gets the process restarted) and /health/ready (database reachable,
 * migrations applied, not draining; else 503 naming every reason).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const shippedMigration = newestShippedMigration();

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

  serveRoute(app, 'GET /health/live', async () => ok({ status: 'ok' }));

  serveRoute(app, 'GET /health/ready', async () => {
    const reasons = await notReadyReasons(app, shippedMigration);
    if (reasons.length > 0) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Not ready', { details: { status: 'not_ready', reasons } });
    }
    return ok({ status: 'ready', database: 'ok', migrations: 'applied' });
  });
};
