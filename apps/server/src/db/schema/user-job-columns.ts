import { cascadingRef } from './columns.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * The person and the job of a row that ties one to the other (a saved job, a job an alert sent):
 * deleting either removes the row.
 */
export const userAndJob = () => ({
  user_id: cascadingRef(() => users.id),
  job_id: cascadingRef(() => jobs.id),
});
