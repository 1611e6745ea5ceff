import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { adminOverview } from './admin-overview.repository.ts';

/** GET /admin/overview: the admin dashboard's figures (admin only, by the route table). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /admin/overview', async () => ok(await adminOverview(app.db)));
};
