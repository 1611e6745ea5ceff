import { LEAD_INBOX_MESSAGES } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { list, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { toE164 } from '../auth/index.ts';
import { findLeadMatches } from './lead-matches.repository.ts';
import { findLead, listLeads } from './leads-inbox.repository.ts';
import { changeLeadStatus, convertLead } from './leads-inbox.service.ts';

/** The admins' leads inbox (decision 041): admin-only, every write audited. */
export const leadsInboxRoutes: FastifyPluginAsync = async (app) => {
  replyNoStore(app);

  serveRoute(app, 'GET /leads', async (request) => list(await listLeads(app.db, request.query)));

  // Offered before a lead becomes a new business, so the same place is not added twice.
  serveRoute(app, 'GET /leads/{id}/matches', async (request) => {
    const lead = await findLead(app.db, request.params.id);
    if (!lead) throw notFound(LEAD_INBOX_MESSAGES.notFound);
    const phone = request.query.phone ? toE164(request.query.phone) : null;
    return ok(await findLeadMatches(app.db, lead.business, phone));
  });

  serveRoute(app, 'PATCH /leads/{id}/status', async (request) =>
    ok(await changeLeadStatus(app.db, currentUser(request), request.params.id, request.body.status)),
  );

  serveRoute(app, 'POST /leads/{id}/convert', async (request) =>
    ok(await convertLead(app.db, currentUser(request), request.params.id, request.body)),
  );
};
