import { z } from 'zod';
import { ZJob } from '../jobs/job.ts';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { SAVED_JOBS_MAX, SAVED_JOBS_TOO_MANY } from './saved-jobs.ts';

/** An account's saved jobs: job ids, the most recently saved first. */
export const ZSavedJobIds = z.object({ job_ids: z.array(ZUuid) });
export type TSavedJobIds = z.infer<typeof ZSavedJobIds>;

/**
 * Body of POST /user/saved-jobs/merge: the browser's list at sign-in. Ids of jobs that do not
 * exist or are not live are dropped without an error.
 */
export const ZMergeSavedJobsRequest = z.strictObject(
  { job_ids: z.array(ZUuid).max(SAVED_JOBS_MAX, { error: SAVED_JOBS_TOO_MANY }) },
  UNKNOWN_FIELDS,
);
export type TMergeSavedJobsRequest = z.infer<typeof ZMergeSavedJobsRequest>;

export const ZSavedJobParams = z.object({ jobId: ZUuid });

/** One saved job for the saved jobs page: the job, when it was saved, and whether it is live. */
export const ZSavedJob = z.object({ job: ZJob, saved_at: ZIsoDateTime, live: z.boolean() });
export type TSavedJob = z.infer<typeof ZSavedJob>;

export const ZSavedJobList = z.object({ items: z.array(ZSavedJob) });
export type TSavedJobList = z.infer<typeof ZSavedJobList>;
