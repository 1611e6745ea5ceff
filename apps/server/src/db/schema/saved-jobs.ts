import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userAndJob } from './user-job-columns.ts';

/**
 * A person's saved jobs, kept on the account so they follow the person to another device
 * (docs/product.md, "Saved jobs"; decision 056). Deleting a job removes it from every list; a job
 * that closes, expires or goes back to review stays, shown as no longer accepting applications.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    ...userAndJob(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'saved_jobs_pkey', columns: [t.user_id, t.job_id] }),
    // Serves the cascade when a job is deleted.
    index('saved_jobs_job_idx').on(t.job_id),
  ],
);
