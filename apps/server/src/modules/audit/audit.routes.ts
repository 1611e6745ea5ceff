import type { FastifyPluginAsync } from 'fastify';
import { serveRoute } from '../../routing/serve-route.ts';
import { listAuditEvents } from './audit.repository.ts';

/** GET /admin/audit-events: the trail of admin writes, for admins (the route table says so). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /admin/audit-events', (request) => listAuditEvents(app.db, request.query));
};
