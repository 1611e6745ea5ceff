import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt, hundredths, primaryId, updatedAt } from './columns.ts';
import { oneOf, WORK_EXPERIENCE_TYPES } from './enums.ts';
import { users } from './users.ts';

/** A past or current job on a worker's profile. Dates are calendar dates ("YYYY-MM-DD"), no time zone. */
export const workExperiences = pgTable(
  'work_experiences',
  {
    id: primaryId(),
    user_id: cascadingRef(() => users.id),
    company_name: text().notNull(),
    position_title: text().notNull(),
    location: text(),
    start_date: date().notNull(),
    end_date: date(),
    is_current: boolean().notNull().default(false),
    description: text(),
    employment_type: text({ enum: WORK_EXPERIENCE_TYPES }).notNull().default('part-time'),
    hourly_wage: hundredths(6),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('work_experiences_employment_type_check', oneOf(t.employment_type, WORK_EXPERIENCE_TYPES)),
    check('work_experiences_hourly_wage_range', sql`${t.hourly_wage} between 0 and 999.99`),
    // The API's date rules (docs/product.md, "Profiles and work experience"), held by the table too.
    check('work_experiences_dates_order', sql`${t.end_date} > ${t.start_date}`),
    check('work_experiences_current_has_no_end', sql`not (${t.is_current} and ${t.end_date} is not null)`),
    // The timeline lists a person's jobs newest first.
    index('work_experiences_user_start_idx').on(t.user_id, t.start_date.desc().nullsFirst()),
  ],
);

export type WorkExperienceRow = typeof workExperiences.$inferSelect;
