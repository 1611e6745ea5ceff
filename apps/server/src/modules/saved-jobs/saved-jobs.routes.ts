import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import {
  listSavedJobIds,
  listSavedJobs,
  mergeSavedJobs,
  removeSavedJob,
  saveJob,
} from './saved-jobs.repository.ts';

/** The signed-in person's saved jobs; the browser keeps its own copy and merges at sign-in. */
export const savedJobsRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /user/saved-jobs', async (request) =>
    ok(await listSavedJobIds(app.db, currentUser(request).id)),
  );

  serveRoute(app, 'GET /user/saved-jobs/jobs', async (request) =>
    ok(await listSavedJobs(app.db, currentUser(request).id)),
  );

  serveRoute(app, 'PUT /user/saved-jobs/{jobId}', async (request) =>
    ok(await saveJob(app.db, currentUser(request).id, request.params.jobId)),
  );

  serveRoute(app, 'DELETE /user/saved-jobs/{jobId}', async (request) =>
    ok(await removeSavedJob(app.db, currentUser(request).id, request.params.jobId)),
  );

  serveRoute(app, 'POST /user/saved-jobs/merge', async (request) =>
    ok(await mergeSavedJobs(app.db, currentUser(request).id, request.body.job_ids)),
  );
};
