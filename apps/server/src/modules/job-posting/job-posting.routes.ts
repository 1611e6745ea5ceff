import { ZJob, ZJobCreateHeaders, ZJobParams, ZJobPayload, ZManagedJobs } from '@perks/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { listManagedJobs } from './job-posting.repository.ts';
import { createJob, editableJob, replaceJob } from './job-posting.service.ts';

const ZJobReply = z.object({ success: z.literal(true), data: ZJob });
const ZManagedJobsReply = z.object({ success: z.literal(true), data: ZManagedJobs });

/**
 * Posting and managing jobs (document 1: Post a Job / Edit Job, the owner's job table). Every
 * route needs a signed-in user, checked before the body is read, so an anonymous caller gets 401
 * rather than a validation message; per-business rights are checked in the service.
 */
export const jobPostingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs',
    {
      onRequest: requireUser,
      schema: { headers: ZJobCreateHeaders, body: ZJobPayload, response: { 201: ZJobReply } },
    },
    async (request, reply) => {
      const saved = await createJob(
        app.db,
        currentUser(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (saved.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(saved.status).send(saved.body);
    },
  );

  app.put(
    '/jobs/:id',
    {
      onRequest: requireUser,
      schema: { params: ZJobParams, body: ZJobPayload, response: { 200: ZJobReply } },
    },
    async (request) => {
      const job = await replaceJob(app.db, currentUser(request), request.params.id, request.body);
      return { success: true as const, data: job };
    },
  );

  // The job form's fetch: unlike GET /jobs/{id}, it also returns jobs that are not live.
  app.get(
    '/jobs/:id/edit',
    { onRequest: requireUser, schema: { params: ZJobParams, response: { 200: ZJobReply } } },
    async (request) => {
      const job = await editableJob(app.db, currentUser(request), request.params.id);
      return { success: true as const, data: job };
    },
  );

  app.get(
    '/user/managed-jobs',
    { onRequest: requireUser, schema: { response: { 200: ZManagedJobsReply } } },
    async (request) => ({
      success: true as const,
      data: await listManagedJobs(app.db, currentUser(request).id),
    }),
  );
};
