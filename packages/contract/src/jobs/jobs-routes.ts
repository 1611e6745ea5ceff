import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import { ZUuid } from '../shared/primitives.ts';
import { ZJob, ZJobParams } from './job.ts';
import { ZJobList, ZJobListQuery } from './job-list-query.schema.ts';

const ZIdParams = z.object({ id: ZUuid });

/** The public job board. */
export const JOBS_ROUTES = {
  'GET /jobs': {
    summary: 'One page of the live job board, filtered and sorted',
    tag: 'jobs',
    access: 'public',
    query: ZJobListQuery,
    responses: { 200: ZJobList },
  },
  'GET /jobs/{id}': {
    summary: "One job: live jobs for everyone; any state for its business's managers and admins",
    tag: 'jobs',
    access: 'public',
    params: ZJobParams,
    responses: { 200: ok(ZJob) },
  },
  'GET /businesses/{id}/jobs': {
    summary: "One page of a business's live jobs",
    tag: 'jobs',
    access: 'public',
    params: ZIdParams,
    query: ZJobListQuery.omit({ business_id: true }),
    responses: { 200: ZJobList },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;
