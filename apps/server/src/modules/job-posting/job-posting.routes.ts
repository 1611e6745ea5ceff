import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { nudgeJobAlerts } from '../job-alerts/index.ts';
import { listManagedJobs } from './job-posting.repository.ts';
import { createJob, editableJob, replaceJob } from './job-posting.service.ts';
import { replaceScreeningQuestions, screeningQuestions } from './screening.service.ts';

/**
 * Posting and managing jobs (docs/product.md, "Posting a job"). Every route needs a signed-in
 * user (the table says so; the guard runs before the body is read); per-business rights are
 * checked in the service.
 */
export const jobPostingRoutes: FastifyPluginAsync = async (app) => {
  // A job written here may have gone live: job alerts look now instead of at the next minute.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) nudgeJobAlerts(app);
  });
  serveRoute(app, 'POST /jobs', async (request, reply) => {
    const saved = await createJob(
      app.db,
      currentUser(request),
      request.body,
      request.headers['idempotency-key'],
    );
    if (saved.replayed) reply.header('idempotent-replayed', 'true');
    return saved.answer;
  });

  serveRoute(app, 'PUT /jobs/{id}', async (request) => {
    const job = await replaceJob(app.db, currentUser(request), request.params.id, request.body);
    return ok(job);
  });

  // The job form's fetch: unlike GET /jobs/{id}, it also returns jobs that are not live.
  serveRoute(app, 'GET /jobs/{id}/edit', async (request) => {
    const job = await editableJob(app.db, currentUser(request), request.params.id);
    return ok(job);
  });

  serveRoute(app, 'GET /jobs/{id}/screening-questions', async (request) =>
    ok(await screeningQuestions(app.db, currentUser(request), request.params.id)),
  );

  serveRoute(app, 'PUT /jobs/{id}/screening-questions', async (request) =>
    ok(await replaceScreeningQuestions(app.db, currentUser(request), request.params.id, request.body)),
  );

  serveRoute(app, 'GET /user/managed-jobs', async (request) =>
    ok(await listManagedJobs(app.db, currentUser(request).id)),
  );
};
