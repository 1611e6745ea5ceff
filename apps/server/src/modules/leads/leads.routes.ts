import type { FastifyPluginAsync } from 'fastify';
import { clientNetwork } from '../../lib/client-network.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { ChallengeGate } from '../challenge/index.ts';
import { admitLead } from './lead-budget.ts';
import { saveLead } from './leads.repository.ts';

/** The landing page's sign-up form. */
export const leadsRoutes: FastifyPluginAsync = async (app) => {
  const gate = new ChallengeGate(app.db, app.config);
  serveRoute(app, 'POST /leads', async (request) => {
    const { altcha, ...body } = request.body;
    await admitLead(app.db, gate, clientNetwork(request.ip), altcha);
    const { lead, created: isNew } = await saveLead(app.db, body);
    // A repeat sign-up is not an error for the visitor: the same answer, without a new row.
    return isNew ? created(lead) : ok(lead);
  });
};
