import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { list, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { listLeads } from './leads-inbox.repository.ts';
import { changeLeadStatus, convertLead } from './leads-inbox.service.ts';

/** The admins' leads inbox (decision 041): admin-only, every write audited. */
export const leadsInboxRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serveRoute(app, 'GET /leads', async (request) => list(await listLeads(app.db, request.query)));

  serveRoute(app, 'PATCH /leads/{id}/status', async (request) =>
    ok(await changeLeadStatus(app.db, currentUser(request), request.params.id, request.body.status)),
  );

  serveRoute(app, 'POST /leads/{id}/convert', async (request) =>
    ok(await convertLead(app.db, currentUser(request), request.params.id, request.body)),
  );
};
