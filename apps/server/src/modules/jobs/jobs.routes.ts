import { ZJob, ZJobList, ZJobListQuery, ZJobParams, ZUuid } from '@perks/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { canManageBusiness } from '../businesses/business-access.ts';
import { businessExists, findJob, listLiveJobs } from './jobs.repository.ts';
import { publicReadSerializer } from './public-json.ts';

const ZJobBody = z.object({ success: z.literal(true), data: ZJob });
const ZBusinessParams = z.object({ id: ZUuid });

const JOB_NOT_FOUND = 'Job not found';

/**
 * The public job board: the live list, one job, and one business's live jobs. List bodies are the
 * list itself, `{ data, total, page, limit, totalPages }`, with no success flag: a client that
 * unwraps `{ success, data }` envelopes would otherwise keep `data` and lose the totals.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const serializerCompiler = publicReadSerializer(app.config.NODE_ENV);
  app.get(
    '/jobs',
    { schema: { querystring: ZJobListQuery, response: { 200: ZJobList } }, serializerCompiler },
    (request) => listLiveJobs(app.db, request.query),
  );

  app.get(
    '/jobs/:id',
    { schema: { params: ZJobParams, response: { 200: ZJobBody } }, serializerCompiler },
    async (request) => {
      const found = await findJob(app.db, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
      // A job that is not live (pending, closed, scheduled or expired) exists only for the people
      // who run its business and for admins; everyone else is told there is no such job.
      if (!found.live && !(await canManageBusiness(app.db, request.user, found.job.business_id ?? ''))) {
        throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
      }
      return { success: true as const, data: found.job };
    },
  );

  app.get(
    '/businesses/:id/jobs',
    {
      schema: {
        params: ZBusinessParams,
        querystring: ZJobListQuery.omit({ business_id: true }),
        response: { 200: ZJobList },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await businessExists(app.db, id))) throw new AppError('NOT_FOUND', 'Business not found');
      return listLiveJobs(app.db, { ...request.query, business_id: id });
    },
  );
};
