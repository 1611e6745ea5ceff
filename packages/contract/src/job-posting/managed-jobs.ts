import { z } from 'zod';
import { ZJob } from '../jobs/job.ts';

/**
 * One row of the owner's job table: the job with its business, and its applications (decision
 * 054): all of them, and those nobody at the business has opened yet.
 */
export const ZManagedJob = ZJob.extend({
  application_count: z.number().int(),
  unread_application_count: z.number().int(),
});
export type TManagedJob = z.infer<typeof ZManagedJob>;

/**
 * GET /user/managed-jobs: every job of every business the user owns or manages, whatever its
 * status or dates (scheduled, expired and pending included), newest first, each with its business.
 */
export const ZManagedJobs = z.array(ZManagedJob);
export type TManagedJobs = z.infer<typeof ZManagedJobs>;
