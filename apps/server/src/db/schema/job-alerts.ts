import { ALERT_CHANNELS, ALERT_FREQUENCIES, type TJobAlertFilters } from '@perks/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt, earthPoint, money, primaryId, updatedAt } from './columns.ts';
import { JOB_EMPLOYMENT_TYPES, JOB_ROLE_TYPES, oneOf } from './enums.ts';
import { jobs } from './jobs.ts';
import { userAndJob } from './user-job-columns.ts';
import { users } from './users.ts';

/**
 * A person's saved search with its alert settings (decision 058). `filters` holds exactly the job
 * board's list filters, so matching runs the board's own predicates on them.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: primaryId(),
    user_id: cascadingRef(() => users.id),
    name: text().notNull(),
    filters: jsonb().$type<TJobAlertFilters>().notNull(),
    frequency: text({ enum: ALERT_FREQUENCIES }).notNull(),
    /** Portland 'HH:MM' of the daily digest. */
    digest_time: text().notNull(),
    channels: text({ enum: ALERT_CHANNELS }).array().notNull(),
    paused: boolean().notNull().default(false),
    // The job board's filter values for these filters (jobFilterValues in modules/jobs), kept so
    // one statement matches a new job against every alert with the board's own predicates.
    title_pattern: text(),
    location_pattern: text(),
    employment_type: text({ enum: JOB_EMPLOYMENT_TYPES }),
    role_type: text({ enum: JOB_ROLE_TYPES }),
    is_tipped_role: boolean(),
    // Dollars per hour, to the cent, as the contract reads a pay floor (decision 065).
    min_pay: money(),
    // 'Languages spoken at work' codes; a job listing any of them matches.
    languages: text().array(),
    // The place (decision 099): the ZIP code and radius as saved, and the ZIP code's center as an
    // earth point, looked up once at save time so matching compares it with the business's point.
    // All three or none; a device position is never stored.
    zip: text(),
    radius_miles: smallint(),
    geo: earthPoint(),
    last_alerted_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('job_alerts_frequency_check', oneOf(t.frequency, ALERT_FREQUENCIES)),
    check('job_alerts_digest_time_check', sql`${t.digest_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'job_alerts_place_check',
      sql`(${t.zip} is null) = (${t.radius_miles} is null) and (${t.zip} is null) = (${t.geo} is null)`,
    ),
    index('job_alerts_user_idx').on(t.user_id, t.created_at),
  ],
);

/**
 * Jobs matched for a daily alert and not yet sent: the next digest takes them. A job is listed
 * when it goes live, so a digest only ever holds jobs live since the alert last went out.
 */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    alert_id: cascadingRef(() => jobAlerts.id),
    job_id: cascadingRef(() => jobs.id),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'job_alert_matches_pkey', columns: [t.alert_id, t.job_id] }),
    index('job_alert_matches_job_idx').on(t.job_id),
  ],
);

/**
 * Each job a person was alerted to, once across all their searches: the row is claimed (inserted)
 * before anything is sent, and its key refuses a second claim from any search or instance.
 */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    ...userAndJob(),
    alert_id: uuid().references(() => jobAlerts.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'job_alert_deliveries_pkey', columns: [t.user_id, t.job_id] }),
    index('job_alert_deliveries_job_idx').on(t.job_id),
    index('job_alert_deliveries_alert_idx').on(t.alert_id),
  ],
);

/**
 * Jobs already matched against the alerts when they went live: the sweep claims a job here (from
 * any instance, once) before matching it, so a job alerts once however it became live.
 */
export const jobAlertSeenJobs = pgTable('job_alert_seen_jobs', {
  job_id: uuid()
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});
