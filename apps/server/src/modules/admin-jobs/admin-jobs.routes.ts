import { JOB_NOT_FOUND } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { list, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { nudgeJobAlerts } from '../job-alerts/index.ts';
import { createJob, findAnyJob, replaceJob } from '../job-posting/index.ts';
import { jobStatistics, listAllJobs } from './admin-jobs.repository.ts';
import { deleteJob, moderateJob } from './admin-jobs.service.ts';

/**
 * The admin panel's job management (docs/product.md, "Admin panel"). Every route is admin-only
 * (the route table's `access`, checked against the database); every write is audited in its own
 * transaction. Creating and replacing follow exactly the posting rules of POST and PUT /jobs.
 */
export const adminJobsRoutes: FastifyPluginAsync = async (app) => {
  // A job written here may have gone live: job alerts look now instead of at the next minute.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) nudgeJobAlerts(app);
  });
  replyNoStore(app);

  serveRoute(app, 'GET /admin/jobs', async (request) => list(await listAllJobs(app.db, request.query)));

  serveRoute(app, 'GET /admin/jobs/statistics', async () => ok(await jobStatistics(app.db)));

  serveRoute(app, 'GET /admin/jobs/{id}', async (request) => {
    const job = await findAnyJob(app.db, request.params.id);
    if (!job) throw notFound(JOB_NOT_FOUND);
    return ok(job);
  });

  serveRoute(app, 'POST /admin/jobs', async (request) => {
    const saved = await createJob(app.db, currentUser(request), request.body);
    return saved.answer;
  });

  serveRoute(app, 'PUT /admin/jobs/{id}', async (request) =>
    ok(await replaceJob(app.db, currentUser(request), request.params.id, request.body)),
  );

  serveRoute(app, 'PATCH /admin/jobs/{id}/status', async (request) =>
    ok(await moderateJob(app.db, currentUser(request), request.params.id, request.body)),
  );

  serveRoute(app, 'DELETE /admin/jobs/{id}', async (request) => {
    await deleteJob(app.db, currentUser(request), request.params.id);
    return ok(null);
  });
};
