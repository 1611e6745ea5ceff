import { defaultExpiry, deriveJobFields, START_AVAILABILITY, type WorkLanguage } from '@perks/contract';
import type { NewJobRow } from '../schema/index.ts';
import { demoBusiness } from './businesses.ts';
import { JOB_CATALOG } from './job-catalog.ts';
import { jobDescription, ROLE_COPY, roleTypeOf } from './role-copy.ts';
import { scheduleFor } from './schedules.ts';
import { daysAgo, daysFrom } from './time.ts';

/**
 * 'Languages spoken at work' for the demo posts, in turn: some list none (the field is optional),
 * the rest the mixes Portland kitchens run on, so the /jobs filter finds some of each.
 */
const SEED_LANGUAGES: WorkLanguage[][] = [
  ['en', 'es'],
  [],
  ['en', 'fr', 'ln'],
  ['en', 'ar', 'so'],
  [],
  ['en', 'pt'],
  ['en', 'vi', 'km'],
  ['en', 'es', 'ht'],
  [],
  ['en', 'fr', 'sw', 'rw'],
];

const POOL_DESCRIPTION = 'Tips are pooled across front and back of house and paid out by hours worked.';

interface JobContext {
  now: Date;
  businessIds: Map<string, string>;
  /** Who posts for each business (its owner, or the admin when it has none). */
  posterIds: Map<string, string>;
  contactNames: Map<string, string>;
}

/** Rows for the jobs table, built from the compact catalog. */
export function jobRows({ now, businessIds, posterIds, contactNames }: JobContext): NewJobRow[] {
  return JOB_CATALOG.map((spec, index) => {
    const [key, title, role, base, tips, tipStructure, pattern, minShifts, postedDaysAgo, extras = {}] = spec;
    const business = demoBusiness(key);
    const business_id = businessIds.get(key);
    if (!business_id) throw new Error(`Job for unseeded business ${key}`);
    const schedule = scheduleFor(pattern);
    // Weekly hours and employment type by the rules a posted job follows.
    const derived = deriveJobFields({ title, schedule });
    // Spread posting times through the day so "time ago" labels vary.
    const posted_at = daysAgo(now, postedDaysAgo + (index % 5) / 24);
    const expires_at =
      extras.expiresInDays === null
        ? null
        : extras.expiresInDays !== undefined
          ? daysFrom(now, extras.expiresInDays)
          : defaultExpiry(posted_at);
    const tipped = tips !== null;
    return {
      title,
      business_id,
      company: business.name,
      location: business.address ?? 'Portland, ME',
      employment_type: extras.employment ?? derived.employment_type,
      role_type: roleTypeOf(role),
      salary_display: extras.salary_display ?? null,
      hourly_rate_min: extras.rate?.[0] ?? null,
      hourly_rate_max: extras.rate?.[1] ?? null,
      base_hourly_pay: base,
      description: jobDescription({
        businessName: business.name,
        businessDescription: business.description ?? '',
        role,
        base,
        tips,
        tipStructure,
        tipNote: extras.tipNote,
      }),
      workplace_highlights: business.highlights,
      requirements: ROLE_COPY[role].requirements,
      basic_requirements: ROLE_COPY[role].basic,
      benefits: business.benefits,
      languages: SEED_LANGUAGES[index % SEED_LANGUAGES.length],
      is_tipped_role: tipped,
      estimated_tips_hourly: tips,
      tip_structure: tipped ? tipStructure : null,
      tip_pool_description: !tipped
        ? null
        : tipStructure === 'pooled'
          ? POOL_DESCRIPTION
          : (extras.tipNote ?? null),
      weekly_hours: derived.weekly_hours,
      minimum_shifts_per_week: minShifts,
      start_availability: START_AVAILABILITY[index % START_AVAILABILITY.length],
      contact_email: business.jobsEmail,
      contact_name: contactNames.get(key) ?? null,
      // Every third post lists a phone, so both the with- and without-phone layouts show up.
      contact_phone: index % 3 === 0 ? (business.phone ?? null) : null,
      status: extras.status ?? 'approved',
      posted_at,
      expires_at,
      schedule_data: schedule,
      created_by: posterIds.get(key) ?? null,
      created_at: posted_at > now ? now : posted_at,
      updated_at: posted_at > now ? now : posted_at,
    };
  });
}
