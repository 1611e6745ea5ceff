import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZJob } from '../jobs/job.ts';
import { ZJobPayload } from '../jobs/job-payload.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  RECENT_JOB_DAYS,
  ZAdminJobList,
  ZAdminJobListQuery,
  ZJobStatistics,
  ZModerationInput,
} from './admin-jobs.schema.ts';

/** The admin panel's job moderation; writes are audited (decision 040). */
export const ADMIN_JOBS_ROUTES = featureRoutes('admin-jobs', {
  'GET /admin/jobs': {
    summary:
      'Every job in any state, newest first, searched and filtered (status=pending is the moderation queue)',
    access: 'admin',
    query: ZAdminJobListQuery,
    responses: { 200: ZAdminJobList },
  },
  'GET /admin/jobs/statistics': {
    summary: `Counts over every job: by status, by employment type, live now, created in the last ${RECENT_JOB_DAYS} days`,
    access: 'admin',
    responses: { 200: ok(ZJobStatistics) },
  },
  'GET /admin/jobs/{id}': {
    summary: 'One job in any state',
    access: 'admin',
    params: ZIdParams,
    responses: { 200: ok(ZJob) },
  },
  'POST /admin/jobs': {
    summary: 'Post a job for any business (the posting rules of POST /jobs); audited',
    access: 'admin',
    body: ZJobPayload,
    responses: { 201: ok(ZJob) },
  },
  'PUT /admin/jobs/{id}': {
    summary: 'Replace any job (the posting rules of PUT /jobs/{id}); audited',
    access: 'admin',
    params: ZIdParams,
    body: ZJobPayload,
    responses: { 200: ok(ZJob) },
  },
  'PATCH /admin/jobs/{id}/status': {
    summary: 'Moderate a job in one click: approve it onto the public board or close it; audited',
    access: 'admin',
    params: ZIdParams,
    body: ZModerationInput,
    responses: { 200: ok(ZJob) },
  },
  'DELETE /admin/jobs/{id}': {
    summary: 'Delete a job; audited',
    access: 'admin',
    params: ZIdParams,
    responses: { 200: ok(z.null()) },
  },
});
