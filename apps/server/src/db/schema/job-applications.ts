import { APPLICATION_STATUSES, type TScreeningAnswer, type TSharedProfile } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cascadingRef, createdAt, primaryId, timestamptz } from './columns.ts';
import { oneOf, type WEEKDAYS } from './enums.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * A worker's application to a job (docs/decisions/054-applications.md). One per job and person,
 * held by the unique index the apply's ON CONFLICT names. The job's title and business are copied
 * in, so deleting the job (job_id set null) or the business leaves the applicant a readable row
 * ('Job removed'); the profile is stored as sent, so later edits do not change what was shared.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: primaryId(),
    job_id: uuid().references(() => jobs.id, { onDelete: 'set null' }),
    user_id: cascadingRef(() => users.id),
    business_id: uuid().references(() => businesses.id, { onDelete: 'set null' }),
    job_title: text().notNull(),
    business_name: text().notNull(),
    status: text({ enum: APPLICATION_STATUSES }).notNull().default('new'),
    status_changed_at: timestamptz().notNull().defaultNow(),
    note: text(),
    availability: text().array().$type<(typeof WEEKDAYS)[number][]>().notNull().default(sql`'{}'::text[]`),
    /** The applicant's opt-in to status texts (sent by the job queue). */
    sms_updates: boolean().notNull().default(false),
    profile: jsonb().$type<TSharedProfile>().notNull(),
    /**
     * The job's screening questions as they were asked, each with the answer and whether it meets
     * the job's need (decision 095): a later edit of the questions does not change them.
     */
    screening: jsonb().$type<TScreeningAnswer[]>().notNull().default([]),
    /** The employer's message with 'not_selected', shown to the applicant. */
    decline_message: text(),
    /** When someone at the business first opened the job's applicants after this one arrived. */
    read_at: timestamptz(),
    /** When the business was reminded of it, unread (at most once; the job queue sets it). */
    reminded_at: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [
    check('job_applications_status_check', oneOf(t.status, APPLICATION_STATUSES)),
    check('job_applications_note_length', sql`char_length(${t.note}) <= 500`),
    // One application per job and person; also the job's applicants and the table's counts.
    uniqueIndex('job_applications_job_user_key').on(t.job_id, t.user_id),
    // The applicant's list, newest first, and their budget's count of the last day.
    index('job_applications_user_created_idx').on(t.user_id, t.created_at),
    // A business's applications over a period, per job, and each job's first (analytics, decision 066).
    index('job_applications_business_created_idx').on(t.business_id, t.created_at, t.job_id),
    // Unread applications per business: the dashboard and the reminder.
    index('job_applications_unread_business_idx')
      .on(t.business_id, t.created_at)
      .where(sql`${t.read_at} is null`),
  ],
);

export type JobApplicationRow = typeof jobApplications.$inferSelect;

/**
 * Every status an application has had, with who set it: `changed_by` is null for the applicant's
 * own steps ('new' and 'withdrawn'), and for an employer's once their account is deleted.
 */
export const jobApplicationSteps = pgTable(
  'job_application_steps',
  {
    id: primaryId(),
    application_id: cascadingRef(() => jobApplications.id),
    status: text({ enum: APPLICATION_STATUSES }).notNull(),
    changed_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    changed_at: timestamptz().notNull().defaultNow(),
    /** The message sent with 'not_selected', if any. */
    message: text(),
  },
  (t) => [
    check('job_application_steps_status_check', oneOf(t.status, APPLICATION_STATUSES)),
    index('job_application_steps_application_idx').on(t.application_id, t.changed_at),
    index('job_application_steps_changed_by_idx').on(t.changed_by),
  ],
);

export type JobApplicationStepRow = typeof jobApplicationSteps.$inferSelect;
