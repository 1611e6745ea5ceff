import { retentionPeriods } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { configuredRetention } from '../retention/index.ts';

/**
 * What the privacy page states that this server decides: the retention periods the retention job
 * prunes by (decision 083). Read from the configuration, no database; the network's share of the
 * instance (decision 077) bounds it like every read.
 */
export const legalRoutes: FastifyPluginAsync = async (app) => {
  const periods = retentionPeriods(configuredRetention(app.config));
  serveRoute(app, 'GET /legal/retention', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(periods);
  });
};
