import { z } from 'zod';
import { adminRoute } from '../api/route-entry.ts';
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
  'GET /admin/jobs': adminRoute(
    'Every job in any state, newest first, searched and filtered (status=pending is the moderation queue)',
    { query: ZAdminJobListQuery, list: ZAdminJobList },
  ),
  'GET /admin/jobs/statistics': adminRoute(
    `Counts over every job: by status, by employment type, live now, created in the last ${RECENT_JOB_DAYS} days`,
    { ok: ZJobStatistics },
  ),
  'GET /admin/jobs/{id}': adminRoute('One job in any state', { params: ZIdParams, ok: ZJob }),
  'POST /admin/jobs': adminRoute('Post a job for any business (the posting rules of POST /jobs); audited', {
    body: ZJobPayload,
    created: ZJob,
  }),
  'PUT /admin/jobs/{id}': adminRoute('Replace any job (the posting rules of PUT /jobs/{id}); audited', {
    params: ZIdParams,
    body: ZJobPayload,
    ok: ZJob,
  }),
  'PATCH /admin/jobs/{id}/status': adminRoute(
    'Moderate a job in one click: approve it onto the public board or close it; audited',
    { params: ZIdParams, body: ZModerationInput, ok: ZJob },
  ),
  'DELETE /admin/jobs/{id}': adminRoute('Delete a job; audited', { params: ZIdParams, ok: z.null() }),
});
