import type { TScreeningQuestion } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cascadingRef, createdAt, hundredths, money, primaryId, updatedAt } from './columns.ts';
import {
  JOB_EMPLOYMENT_TYPES,
  JOB_ROLE_TYPES,
  JOB_STATUSES,
  oneOf,
  TIP_STRUCTURES,
  type WEEKDAYS,
} from './enums.ts';
import { users } from './users.ts';

/** One shift block as the schedule builder saves it: a day and 24-hour "HH:MM" times. */
export interface ScheduleShift {
  id: string;
  day: (typeof WEEKDAYS)[number];
  startTime: string;
  endTime: string;
}

/**
 * A job posting. Publicly live only when status = 'approved', posted_at <= now() and expires_at is
 * null or later than now(); a future posted_at is scheduled publishing.
 *
 * The list indexes are partial on status = 'approved' and lead with the sort key, so list queries
 * should filter on status = 'approved' and order by exactly the indexed expression, with id as the
 * tie-break in the same direction: `posted_at desc, id desc` (or both asc), `title, id`,
 * `lower(company), id`, `salary desc, id desc`. Descending columns are NULLS FIRST to match
 * Postgres's (and Drizzle's `desc()`) default; with NULLS LAST the planner could not use them.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: primaryId(),
    title: text().notNull(),
    business_id: cascadingRef(() => businesses.id),
    // The business name at posting time: the sort key for "company" and shown when no join is made.
    company: text().notNull(),
    location: text().notNull(),
    employment_type: text({ enum: JOB_EMPLOYMENT_TYPES }).notNull().default('full-time'),
    role_type: text({ enum: JOB_ROLE_TYPES }).notNull().default('other'),
    salary_display: text(),
    hourly_rate_min: money(),
    hourly_rate_max: money(),
    base_hourly_pay: money(),
    // Hourly pay a worker can expect (base, or the bottom of the range, plus tips for tipped roles),
    // used by the "Highest Pay" sort. A stored generated column rather than one the API maintains:
    // no write path can forget it and it is indexable. Jobs without any pay sort last as 0.
    salary: money()
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(base_hourly_pay, hourly_rate_min, 0) + case when is_tipped_role then coalesce(estimated_tips_hourly, 0) else 0 end`,
      ),
    // The most the job's pay line offers an hour, which a pay floor (`min_pay`) is compared with
    // (decision 065): the top of the rate range (its minimum when it has no top), else base pay,
    // plus estimated tips for a tipped role. Null without hourly pay, so such a job meets no floor.
    // Stored and indexed: a floor few jobs reach would otherwise read every live job.
    max_hourly_pay: hundredths(10).generatedAlwaysAs(
      sql`case when hourly_rate_min is not null then coalesce(hourly_rate_max, hourly_rate_min) else base_hourly_pay end + case when is_tipped_role then coalesce(estimated_tips_hourly, 0) else 0 end`,
    ),
    description: text(),
    workplace_highlights: text(),
    requirements: text().array().notNull().default(sql`'{}'::text[]`),
    basic_requirements: text().array().notNull().default(sql`'{}'::text[]`),
    benefits: text().array().notNull().default(sql`'{}'::text[]`),
    /** 'Languages spoken at work': WORK_LANGUAGES codes (contract), filtered with `&&` (any of). */
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    /** Certificates the job requires: REQUIRED_CERTIFICATE_KINDS (contract), filtered with `&&` (decision 097). */
    required_certificates: text().array().notNull().default(sql`'{}'::text[]`),
    is_tipped_role: boolean().notNull().default(false),
    estimated_tips_hourly: money(),
    tip_structure: text({ enum: TIP_STRUCTURES }),
    tip_pool_description: text(),
    weekly_hours: hundredths(5),
    minimum_shifts_per_week: integer(),
    start_availability: text(),
    contact_email: text(),
    contact_name: text(),
    contact_phone: text(),
    status: text({ enum: JOB_STATUSES }).notNull().default('approved'),
    posted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }),
    schedule_data: jsonb().$type<ScheduleShift[]>().notNull().default([]),
    /** Up to five screening questions (decision 095); an application keeps its own copy as asked. */
    screening_questions: jsonb().$type<TScreeningQuestion[]>().notNull().default([]),
    /**
     * A draft its owner wrote while the business waited for review (decision 063): held as
     * 'pending' and put live once, when an admin approves the business.
     */
    awaits_business_approval: boolean().notNull().default(false),
    created_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('jobs_employment_type_check', oneOf(t.employment_type, JOB_EMPLOYMENT_TYPES)),
    check('jobs_role_type_check', oneOf(t.role_type, JOB_ROLE_TYPES)),
    check('jobs_tip_structure_check', oneOf(t.tip_structure, TIP_STRUCTURES)),
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    check(
      'jobs_pay_nonneg',
      sql`${t.base_hourly_pay} >= 0 and ${t.estimated_tips_hourly} >= 0 and ${t.hourly_rate_min} >= 0 and ${t.hourly_rate_max} >= 0`,
    ),
    check('jobs_rate_range', sql`${t.hourly_rate_max} >= ${t.hourly_rate_min}`),
    check('jobs_weekly_hours_range', sql`${t.weekly_hours} between 0 and 168`),
    check('jobs_minimum_shifts_range', sql`${t.minimum_shifts_per_week} between 1 and 7`),
    check('jobs_schedule_is_array', sql`jsonb_typeof(${t.schedule_data}) = 'array'`),
    // Indexes behind the public list. Default "Newest First" (scanned backwards: oldest first).
    // Each also carries posted_at and expires_at, the rest of the live rule, so an unfiltered
    // page's ids come from the index alone however deep the page (an index-only scan).
    // The approval's one statement finds a business's drafts here.
    index('jobs_awaiting_business_idx').on(t.business_id).where(sql`${t.awaits_business_approval}`),
    index('jobs_live_posted_idx')
      .on(t.posted_at.desc().nullsFirst(), t.id.desc().nullsFirst(), t.expires_at)
      .where(sql`${t.status} = 'approved'`),
    index('jobs_live_title_idx')
      .on(t.title, t.id, t.posted_at, t.expires_at)
      .where(sql`${t.status} = 'approved'`),
    index('jobs_live_company_idx')
      .on(sql`lower(${t.company})`, t.id, t.posted_at, t.expires_at)
      .where(sql`${t.status} = 'approved'`),
    index('jobs_live_salary_idx')
      .on(t.salary.desc().nullsFirst(), t.id.desc().nullsFirst(), t.posted_at, t.expires_at)
      .where(sql`${t.status} = 'approved'`),
    // Filters combined with the default sort. Each also carries id, expires_at and the other two
    // filters, so a page's ids and the exact count of a small filtered list come from the index
    // alone: counting management + contract + tipped read 10,000 heap pages (13-46 ms) before
    // (docs/decisions/027-small-lists-and-filter-indexes.md).
    index('jobs_live_employment_posted_idx')
      .on(
        t.employment_type,
        t.posted_at.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.expires_at,
        t.role_type,
        t.is_tipped_role,
      )
      .where(sql`${t.status} = 'approved'`),
    index('jobs_live_role_posted_idx')
      .on(
        t.role_type,
        t.posted_at.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.expires_at,
        t.employment_type,
        t.is_tipped_role,
      )
      .where(sql`${t.status} = 'approved'`),
    index('jobs_live_tipped_posted_idx')
      .on(
        t.posted_at.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.expires_at,
        t.employment_type,
        t.role_type,
      )
      .where(sql`${t.status} = 'approved' and ${t.is_tipped_role}`),
    // The pay floor: a floor few jobs reach finds them here instead of walking a sort index.
    index('jobs_live_max_hourly_pay_idx')
      .on(t.max_hourly_pay, t.posted_at, t.expires_at)
      .where(sql`${t.status} = 'approved'`),
    // 'Languages spoken at work' (`languages && '{es,fr}'`): the jobs listing any of them.
    index('jobs_live_languages_idx').using('gin', t.languages).where(sql`${t.status} = 'approved'`),
    // Required certificates (`required_certificates && '{servsafe_alcohol}'`): the jobs requiring any of them.
    index('jobs_live_certificates_idx')
      .using('gin', t.required_certificates)
      .where(sql`${t.status} = 'approved'`),
    // Substring search on title and location ("ilike %q%").
    index('jobs_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('jobs_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    // A business's live jobs, newest first: its public page, and the directory's count of live
    // jobs per business, both from the index alone.
    index('jobs_live_business_idx')
      .on(t.business_id, t.posted_at.desc().nullsFirst(), t.id.desc().nullsFirst(), t.expires_at)
      .where(sql`${t.status} = 'approved'`),
    // A business's own list (public page, owner table); also serves the FK cascade.
    index('jobs_business_posted_idx').on(t.business_id, t.posted_at.desc().nullsFirst()),
    // A business's jobs with what analytics shows of each (decision 089): read from the index
    // alone, not from the jobs' rows, which are spread over the table.
    index('jobs_business_titles_idx').on(t.business_id, t.id, t.title, t.posted_at, t.created_at),
    index('jobs_created_by_idx').on(t.created_by),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
