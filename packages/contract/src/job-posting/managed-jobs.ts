import { z } from 'zod';
import { ZJob } from '../jobs/job.ts';

/**
 * GET /user/managed-jobs: every job of every business the user owns or manages, whatever its
 * status or dates (scheduled, expired and pending included), newest first, each with its business.
 */
export const ZManagedJobs = z.array(ZJob);
export type TManagedJobs = z.infer<typeof ZManagedJobs>;
