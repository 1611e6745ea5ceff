import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { serveRoute } from '../../routing/serve-route.ts';

/** Load balancers and the web app's connection test read this; 503 when the database is down. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /health', async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable', {
        details: { status: 'degraded', database: 'error' },
      });
    }
    return {
      success: true as const,
      data: { status: 'ok' as const, database: 'ok' as const, engine: app.database.engine },
    };
  });
};
