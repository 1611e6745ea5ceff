import type { TBusinessCulture, TOpeningHours } from '@perks/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, earthPoint, hundredths, primaryId, updatedAt } from './columns.ts';
import { BUSINESS_CITIES, BUSINESS_INDUSTRIES, BUSINESS_STATUSES, BUSINESS_TYPES, oneOf } from './enums.ts';
import { users } from './users.ts';

/**
 * A partner venue or employer. `active_job_count` is not stored: the directory derives it from
 * the live jobs so it can never drift. `website` and `website_url` both exist because different
 * screens read different names; the API keeps them in step.
 */
export const businesses = pgTable(
  'businesses',
  {
    id: primaryId(),
    name: text().notNull(),
    business_type: text({ enum: BUSINESS_TYPES }).notNull().default('restaurant'),
    description: text(),
    status: text({ enum: BUSINESS_STATUSES }).notNull().default('active'),
    is_active: boolean().notNull().default(true),
    address: text(),
    city: text({ enum: BUSINESS_CITIES }),
    industry: text({ enum: BUSINESS_INDUSTRIES }),
    phone: text(),
    email: text(),
    website: text(),
    website_url: text(),
    instagram_url: text(),
    tiktok_url: text(),
    facebook_url: text(),
    booking_url: text(),
    menu_url: text(),
    /** The week's opening hours, Portland time (decision 068); null when not given. */
    opening_hours: jsonb().$type<TOpeningHours>(),
    /** What the owner says about working there; absent keys are not stated (decision 068). */
    culture: jsonb().$type<TBusinessCulture>().notNull().default({}),
    logo_url: text(),
    hero_image_url: text(),
    primary_color: text().default('#0A84FF'),
    max_visits_per_day: integer(),
    time_between_visits_minutes: integer(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /**
     * latitude and longitude as an earth point, for distance search (decision 099): set by the
     * database's trigger on every write of the two (migration 0041), never by the app; null
     * without a point. The business's jobs are where it is.
     */
    geo: earthPoint(),
    employee_count: integer(),
    visits_count: integer().notNull().default(0),
    average_rating: hundredths(3),
    owner_id: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Distance search reads every business's point (nearby-jobs-query.ts): from this narrow index
    // alone, a fifth of the table's pages (decision 099).
    index('businesses_geo_points_idx').on(t.id, t.geo),
    // A page of a nearby list walks the businesses nearest first through this index (cube's `<->`
    // as a GiST ordering) and stops once the page is full (decision 099, nearby-jobs-query.ts).
    index('businesses_geo_nearest_idx').using('gist', t.geo),
    check('businesses_type_check', oneOf(t.business_type, BUSINESS_TYPES)),
    check('businesses_status_check', oneOf(t.status, BUSINESS_STATUSES)),
    check('businesses_city_check', oneOf(t.city, BUSINESS_CITIES)),
    check('businesses_industry_check', oneOf(t.industry, BUSINESS_INDUSTRIES)),
    check('businesses_primary_color_hex', sql`${t.primary_color} ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$'`),
    check('businesses_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('businesses_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('businesses_employee_count_nonneg', sql`${t.employee_count} >= 0`),
    check('businesses_visits_count_nonneg', sql`${t.visits_count} >= 0`),
    check('businesses_average_rating_range', sql`${t.average_rating} between 0 and 5`),
    check(
      'businesses_visit_limits_nonneg',
      sql`${t.max_visits_per_day} >= 0 and ${t.time_between_visits_minutes} >= 0`,
    ),
    // Substring search ("ilike %q%") on the name in the directory, the picker and admin lists.
    index('businesses_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The directory's default sort is by name.
    index('businesses_name_lower_idx').on(sql`lower(${t.name})`),
    index('businesses_employee_count_idx').on(t.employee_count),
    index('businesses_created_at_idx').on(t.created_at),
    index('businesses_updated_at_idx').on(t.updated_at),
    index('businesses_city_idx').on(t.city),
    index('businesses_industry_idx').on(t.industry),
    index('businesses_owner_idx').on(t.owner_id),
  ],
);

export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusinessRow = typeof businesses.$inferInsert;
