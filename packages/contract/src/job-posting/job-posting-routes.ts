import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZJob } from '../jobs/job.ts';
import { ZJobPayload } from '../jobs/job-payload.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZJobCreateHeaders } from './idempotency.ts';
import { ZManagedJobs } from './managed-jobs.ts';

/** Posting and managing jobs of the businesses the caller runs (decision 008). */
export const JOB_POSTING_ROUTES = featureRoutes('job-posting', {
  'POST /jobs': {
    summary: 'Post a job for a business the caller manages; an Idempotency-Key replays the first answer',
    access: 'user',
    headers: ZJobCreateHeaders,
    body: ZJobPayload,
    responses: { 201: ok(ZJob) },
  },
  'PUT /jobs/{id}': {
    summary: 'Replace a job the caller manages',
    access: 'user',
    params: ZIdParams,
    body: ZJobPayload,
    responses: { 200: ok(ZJob) },
  },
  'GET /jobs/{id}/edit': {
    summary: 'A job the caller manages, in any state, for the edit form',
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZJob) },
  },
  'GET /user/managed-jobs': {
    summary: 'Every job of the businesses the caller owns or manages',
    access: 'user',
    responses: { 200: ok(ZManagedJobs) },
  },
});
