import type { FastifyPluginAsync } from 'fastify';
import { list } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { listAuditEvents } from './audit.repository.ts';

/** GET /admin/audit-events: the trail of admin writes, for admins (the route table says so). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /admin/audit-events', async (request) =>
    list(await listAuditEvents(app.db, request.query)),
  );
};
