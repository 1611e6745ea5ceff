import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZMergeSavedJobsRequest, ZSavedJobIds, ZSavedJobList, ZSavedJobParams } from './saved-jobs.schema.ts';

/** Saved jobs on the account, kept in the browser while signed out and merged at sign-in (decision 056). */
export const SAVED_JOBS_ROUTES = featureRoutes('saved-jobs', {
  'GET /user/saved-jobs': {
    summary: "The caller's saved jobs (ids, the latest first); deleted jobs are gone",
    access: 'user',
    responses: { 200: ok(ZSavedJobIds) },
  },
  'GET /user/saved-jobs/jobs': {
    summary:
      "The caller's saved jobs in full: live ones first, then those no longer accepting applications (live: false); each group the latest saved first",
    access: 'user',
    responses: { 200: ok(ZSavedJobList) },
  },
  'PUT /user/saved-jobs/{jobId}': {
    summary: "Save a live job to the caller's list (again is fine); a job that is not live answers 404",
    access: 'user',
    params: ZSavedJobParams,
    responses: { 200: ok(ZSavedJobIds) },
  },
  'DELETE /user/saved-jobs/{jobId}': {
    summary: "Remove a job from the caller's saved jobs (absent is fine)",
    access: 'user',
    params: ZSavedJobParams,
    responses: { 200: ok(ZSavedJobIds) },
  },
  'POST /user/saved-jobs/merge': {
    summary:
      "Add the browser's saved jobs to the account's at sign-in (jobs missing or not live are dropped); answers the merged list",
    access: 'user',
    body: ZMergeSavedJobsRequest,
    responses: { 200: ok(ZSavedJobIds) },
  },
});
