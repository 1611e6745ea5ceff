import { BUSINESS_NOT_FOUND, JOB_NOT_FOUND } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { confirmedUserOrNull } from '../../plugins/auth.ts';
import { canManageBusiness } from '../../plugins/business-access.ts';
import { publicReadSerializer } from '../../routing/public-read-serializer.ts';
import { list, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { businessExists, findJob, listLiveJobs } from './jobs.repository.ts';

/**
 * The public job board: the live list, one job, and one business's live jobs. List bodies are the
 * list itself, `{ data, total, page, limit, totalPages, hasNext, hasPrev }`, with no success flag: a client that
 * unwraps `{ success, data }` envelopes would otherwise keep `data` and lose the totals.
 */
export const jobsRoutes: FastifyPluginAsync = async (app) => {
  const serializerCompiler = publicReadSerializer(app.config.NODE_ENV);

  serveRoute(app, 'GET /jobs', async (request) => list(await listLiveJobs(app.db, request.query)), {
    serializerCompiler,
  });

  serveRoute(
    app,
    'GET /jobs/{id}',
    async (request) => {
      const found = await findJob(app.db, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
      // A job that is not live (pending, closed, scheduled or expired) exists only for the people
      // who run its business and for admins, confirmed against the database (a logged-out token
      // sees what a visitor sees); everyone else is told there is no such job.
      if (!found.live) {
        const viewer = await confirmedUserOrNull(request);
        if (!(await canManageBusiness(app.db, viewer, found.job.business_id))) {
          throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
        }
      } else {
        // A public job's page view; its business's own people and crawlers are not counted (decision 066).
        app.pageViews.count(request, {
          kind: 'job',
          pageId: found.job.id,
          businessId: found.job.business_id,
        });
      }
      return ok(found.job);
    },
    { serializerCompiler },
  );

  serveRoute(app, 'GET /businesses/{id}/jobs', async (request) => {
    const { id } = request.params;
    if (!(await businessExists(app.db, id))) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
    return list(await listLiveJobs(app.db, { ...request.query, business_id: id }));
  });
};
