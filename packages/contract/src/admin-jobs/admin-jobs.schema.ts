import { z } from 'zod';
import { paginated } from '../api/envelope.ts';
import { ZEmploymentType, ZJobStatus } from '../jobs/enums.schema.ts';
import { EMPLOYMENT_TYPES, JOB_STATUSES } from '../jobs/enums.ts';
import { ZJob } from '../jobs/job.ts';
import { ZLimit, ZPage } from '../shared/pagination.schema.ts';
import { ZCount } from '../shared/primitives.ts';

// A blank value means "no filter", the same as leaving the parameter out.
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

const optionalFilter = (name: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `${name} must be at most 100 characters` })
    .optional()
    .transform(blankToUndefined);

/**
 * GET /admin/jobs: every job in any state, newest first. `search` matches the title or the
 * company, `business_name` the company; `status=pending` is the moderation queue.
 */
export const ZAdminJobListQuery = z.object({
  page: ZPage,
  limit: ZLimit,
  search: optionalFilter('search'),
  business_name: optionalFilter('business_name'),
  employment_type: z.preprocess((value) => (value === '' ? undefined : value), ZEmploymentType.optional()),
  status: z.preprocess((value) => (value === '' ? undefined : value), ZJobStatus.optional()),
});
export type TAdminJobListQuery = z.infer<typeof ZAdminJobListQuery>;

export const ZAdminJobList = paginated(ZJob);
export type TAdminJobList = z.infer<typeof ZAdminJobList>;

/**
 * How far back the job statistics' recent jobs (recently_created) look, in days: the spec's 30
 * (docs/decisions/061-spec-last-rows.md), so a month of postings, not a quiet week, is on the tile.
 */
export const RECENT_JOB_DAYS = 30;

/** The tile's label, from the window so the two cannot disagree. */
export const RECENT_JOBS_LABEL = `Recent Jobs (${RECENT_JOB_DAYS} days)`;

/** GET /admin/jobs/statistics (docs/product.md, "Admin panel"): counts over every job. */
export const ZJobStatistics = z.object({
  total: ZCount,
  /** Jobs the public board shows now (the live rule). */
  live: ZCount,
  by_status: z.record(z.enum(JOB_STATUSES), ZCount),
  by_employment_type: z.record(z.enum(EMPLOYMENT_TYPES), ZCount),
  /** Jobs created in the last RECENT_JOB_DAYS days. */
  recently_created: ZCount,
});
export type TJobStatistics = z.infer<typeof ZJobStatistics>;

/** The moderation decisions an admin takes in one click. */
export const MODERATION_STATUSES = ['approved', 'closed'] as const;
export const ZModerationInput = z.strictObject({
  status: z.enum(MODERATION_STATUSES, { error: 'status must be approved or closed' }),
});
export type TModerationInput = z.infer<typeof ZModerationInput>;

export const ADMIN_JOB_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete this job? This action cannot be undone.',
  deleted: 'Job deleted successfully!',
  approved: 'Job approved: it is on the job board now.',
  closed: 'Job closed: it is off the job board now.',
} as const;
