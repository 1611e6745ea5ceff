import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZJob } from './job.ts';
import { ZJobList, ZJobListQuery } from './job-list-query.schema.ts';

/** The public job board. */
export const JOBS_ROUTES = featureRoutes('jobs', {
  'GET /jobs': {
    summary: 'One page of the live job board, filtered and sorted',
    access: 'public',
    query: ZJobListQuery,
    responses: { 200: ZJobList },
  },
  'GET /jobs/{id}': {
    summary: "One job: live jobs for everyone; any state for its business's managers and admins",
    access: 'public',
    params: ZIdParams,
    responses: { 200: ok(ZJob) },
  },
  'GET /businesses/{id}/jobs': {
    summary: "One page of a business's live jobs",
    access: 'public',
    params: ZIdParams,
    query: ZJobListQuery.omit({ business_id: true }),
    responses: { 200: ZJobList },
  },
});
