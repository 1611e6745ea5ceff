import type { FastifyPluginAsync } from 'fastify';
import { serveRoute } from '../../routing/serve-route.ts';
import { saveLead } from './leads.repository.ts';

/** The landing page's sign-up form. */
export const leadsRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'POST /leads', async (request, reply) => {
    const { lead, created } = await saveLead(app.db, request.body);
    // A repeat sign-up is not an error for the visitor: the same answer, without a new row.
    return reply.status(created ? 201 : 200).send({ success: true as const, data: lead });
  });
};
