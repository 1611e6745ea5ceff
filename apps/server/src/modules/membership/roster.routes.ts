import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { assertCanManageBusiness } from '../../plugins/business-access.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { listRoster } from './roster.repository.ts';
import {
  addRosterEntry,
  editRosterEntry,
  importRoster,
  previewRoster,
  removeRosterEntry,
} from './roster.service.ts';

/**
 * A business's staff list (docs/product.md, "Staff rosters"): only its owners and managers, and
 * admins, may read or change it, checked against the database on every request.
 */
export const rosterRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /businesses/{id}/roster', async (request) => {
    await assertCanManageBusiness(app.db, currentUser(request), request.params.id);
    return listRoster(app.db, request.params.id, request.query);
  });

  serveRoute(app, 'POST /businesses/{id}/roster/preview', async (request) => {
    await assertCanManageBusiness(app.db, currentUser(request), request.params.id);
    return { success: true as const, data: await previewRoster(app.db, request.params.id, request.body) };
  });

  serveRoute(app, 'POST /businesses/{id}/roster/import', async (request, reply) => {
    const user = currentUser(request);
    await assertCanManageBusiness(app.db, user, request.params.id);
    const result = await importRoster(app.db, request.params.id, request.body, user.id);
    return reply.status(201).send({ success: true as const, data: result });
  });

  serveRoute(app, 'POST /businesses/{id}/roster', async (request, reply) => {
    const user = currentUser(request);
    await assertCanManageBusiness(app.db, user, request.params.id);
    const entry = await addRosterEntry(app.db, request.params.id, request.body, user.id);
    return reply.status(201).send({ success: true as const, data: entry });
  });

  serveRoute(app, 'PUT /businesses/{id}/roster/{entryId}', async (request) => {
    await assertCanManageBusiness(app.db, currentUser(request), request.params.id);
    const { id, entryId } = request.params;
    return { success: true as const, data: await editRosterEntry(app.db, id, entryId, request.body) };
  });

  serveRoute(app, 'DELETE /businesses/{id}/roster/{entryId}', async (request) => {
    await assertCanManageBusiness(app.db, currentUser(request), request.params.id);
    await removeRosterEntry(app.db, request.params.id, request.params.entryId);
    return { success: true as const, data: null };
  });
};
