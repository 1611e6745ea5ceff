import { uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * The person and the job of a row that ties one to the other (a saved job, a job an alert sent):
 * deleting either removes the row.
 */
export const userAndJob = () => ({
  user_id: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  job_id: uuid()
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
});
