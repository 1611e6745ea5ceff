import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

const ZHealth = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.literal('ok'), engine: z.string() }),
});

/** Load balancers and the web app's connection test read this; 503 when the database is down. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: ZHealth } } }, async (request) => {
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
