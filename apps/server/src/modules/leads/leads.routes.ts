import { ZCreateLead, ZLead } from '@perks/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveLead } from './leads.repository.ts';

const ZLeadBody = z.object({ success: z.literal(true), data: ZLead });

/** The landing page's sign-up form. Admins read the stored leads. */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/leads',
    { schema: { body: ZCreateLead, response: { 200: ZLeadBody, 201: ZLeadBody } } },
    async (request, reply) => {
      const { lead, created } = await saveLead(app.db, request.body);
      // A repeat sign-up is not an error for the visitor: the same answer, without a new row.
      return reply.status(created ? 201 : 200).send({ success: true as const, data: lead });
    },
  );
};
