import {
  CONVERSATION_SIDES,
  INTERVIEW_PLACES,
  INTERVIEW_STATUSES,
  OPEN_INTERVIEW_STATUSES,
  TIME_HOLDING_STATUSES,
} from '@perks/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cascadingRef, createdAt, primaryId, timestamptz, updatedAt } from './columns.ts';
import { oneOf } from './enums.ts';
import { jobApplications } from './job-applications.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An invitation to an interview on an application (decision 090): the times offered (in
 * `interview_slots`), then the chosen one (`starts_at`, `minutes`), and what became of it. Goes
 * with the application. `business_id`, `job_id` and `user_id` are the application's, copied so
 * the business's budget, its analytics and its applicant's no-shows each read one index.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: primaryId(),
    application_id: cascadingRef(() => jobApplications.id),
    business_id: cascadingRef(() => businesses.id),
    job_id: uuid().references(() => jobs.id, { onDelete: 'set null' }),
    user_id: cascadingRef(() => users.id),
    invited_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: INTERVIEW_STATUSES }).notNull().default('offered'),
    place: text({ enum: INTERVIEW_PLACES }).notNull(),
    /** The business's address when invited (the place 'business'). */
    address: text(),
    with_whom: text(),
    /** `with_whom` lowercased and trimmed ('' when none): whose time a one-to-one interview holds. */
    with_whom_key: text().notNull().default(''),
    note: text(),
    starts_at: timestamptz(),
    minutes: integer(),
    reason: text(),
    ended_by: text({ enum: CONVERSATION_SIDES }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('interviews_status_check', oneOf(t.status, INTERVIEW_STATUSES)),
    check('interviews_place_check', oneOf(t.place, INTERVIEW_PLACES)),
    check('interviews_ended_by_check', oneOf(t.ended_by, CONVERSATION_SIDES)),
    // One open invitation per application.
    uniqueIndex('interviews_open_application_key')
      .on(t.application_id)
      .where(sql`${t.status} in (${list(OPEN_INTERVIEW_STATUSES)})`),
    // One-to-one: a time of the business and interviewer is held by one interview at most.
    uniqueIndex('interviews_time_taken_key')
      .on(t.business_id, t.with_whom_key, t.starts_at)
      .where(sql`${t.status} in (${list(TIME_HOLDING_STATUSES)})`),
    // The business's daily budget and its analytics: a range of business_id.
    index('interviews_business_idx').on(t.business_id, t.created_at),
    index('interviews_application_idx').on(t.application_id, t.created_at),
    // The applicant's no-shows at one business.
    index('interviews_no_show_idx').on(t.business_id, t.user_id).where(sql`${t.status} = 'no_show'`),
  ],
);

/** The times an invitation offers, numbered from 1 as the text lists them. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    interview_id: cascadingRef(() => interviews.id),
    number: smallint().notNull(),
    starts_at: timestamptz().notNull(),
    minutes: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.interview_id, t.number] }),
    check('interview_slots_number_check', sql`${t.number} between 1 and 5`),
    check('interview_slots_minutes_check', sql`${t.minutes} between 1 and 1440`),
  ],
);
