import { signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZMergeSavedJobsRequest, ZSavedJobIds, ZSavedJobList, ZSavedJobParams } from './saved-jobs.schema.ts';

/** Saved jobs on the account, kept in the browser while signed out and merged at sign-in (decision 056). */
export const SAVED_JOBS_ROUTES = featureRoutes('saved-jobs', {
  'GET /user/saved-jobs': signedInRoute(
    "The caller's saved jobs (ids, the latest first); deleted jobs are gone",
    { ok: ZSavedJobIds },
  ),
  'GET /user/saved-jobs/jobs': signedInRoute(
    "The caller's saved jobs in full: live ones first, then those no longer accepting applications (live: false); each group the latest saved first",
    { ok: ZSavedJobList },
  ),
  'PUT /user/saved-jobs/{jobId}': signedInRoute(
    "Save a live job to the caller's list (again is fine); a job that is not live answers 404",
    { params: ZSavedJobParams, ok: ZSavedJobIds },
  ),
  'DELETE /user/saved-jobs/{jobId}': signedInRoute(
    "Remove a job from the caller's saved jobs (absent is fine)",
    { params: ZSavedJobParams, ok: ZSavedJobIds },
  ),
  'POST /user/saved-jobs/merge': signedInRoute(
    "Add the browser's saved jobs to the account's at sign-in (jobs missing or not live are dropped); answers the merged list",
    { body: ZMergeSavedJobsRequest, ok: ZSavedJobIds },
  ),
});
