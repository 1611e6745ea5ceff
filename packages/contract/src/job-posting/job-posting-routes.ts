import { signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZJob } from '../jobs/job.ts';
import { ZJobPayload } from '../jobs/job-payload.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZJobCreateHeaders } from './idempotency.ts';
import { ZManagedJobs } from './managed-jobs.ts';
import { ZScreeningQuestions, ZScreeningQuestionsInput } from './screening-questions.ts';

/** Posting and managing jobs of the businesses the caller runs (decision 008). */
export const JOB_POSTING_ROUTES = featureRoutes('job-posting', {
  'POST /jobs': signedInRoute(
    'Post a job for a business the caller manages; an Idempotency-Key replays the first answer',
    { headers: ZJobCreateHeaders, body: ZJobPayload, created: ZJob },
  ),
  'PUT /jobs/{id}': signedInRoute('Replace a job the caller manages', {
    params: ZIdParams,
    body: ZJobPayload,
    ok: ZJob,
  }),
  'GET /jobs/{id}/edit': signedInRoute('A job the caller manages, in any state, for the edit form', {
    params: ZIdParams,
    ok: ZJob,
  }),
  'GET /user/managed-jobs': signedInRoute('Every job of the businesses the caller owns or manages', {
    ok: ZManagedJobs,
  }),
  'GET /jobs/{id}/screening-questions': signedInRoute(
    "A job's screening questions: a live job's for anyone signed in, any job's for those who manage it",
    { params: ZIdParams, ok: ZScreeningQuestions },
  ),
  'PUT /jobs/{id}/screening-questions': signedInRoute(
    "Replace a job's screening questions (the business's owners and managers, and admins; 60 saves an hour per account); answers already sent keep the questions as they were asked (decision 095)",
    { params: ZIdParams, body: ZScreeningQuestionsInput, ok: ZScreeningQuestions },
  ),
});
