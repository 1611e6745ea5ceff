import {
  isRequiredCertificateKind,
  isWorkLanguage,
  normaliseSchedule,
  START_AVAILABILITY,
  type StartAvailability,
  type TJob,
} from '@perks/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * The columns a public job body is built from: only public fields (never created_by) plus the
 * business's live name, address and logo from a left join.
 */
export const publicJobColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  business_id: jobs.business_id,
  business_name: businesses.name,
  business_address: businesses.address,
  logo_url: businesses.logo_url,
  location: jobs.location,
  employment_type: jobs.employment_type,
  role_type: jobs.role_type,
  salary_display: jobs.salary_display,
  hourly_rate_min: jobs.hourly_rate_min,
  hourly_rate_max: jobs.hourly_rate_max,
  base_hourly_pay: jobs.base_hourly_pay,
  description: jobs.description,
  workplace_highlights: jobs.workplace_highlights,
  requirements: jobs.requirements,
  basic_requirements: jobs.basic_requirements,
  benefits: jobs.benefits,
  languages: jobs.languages,
  required_certificates: jobs.required_certificates,
  is_tipped_role: jobs.is_tipped_role,
  estimated_tips_hourly: jobs.estimated_tips_hourly,
  tip_structure: jobs.tip_structure,
  tip_pool_description: jobs.tip_pool_description,
  weekly_hours: jobs.weekly_hours,
  minimum_shifts_per_week: jobs.minimum_shifts_per_week,
  start_availability: jobs.start_availability,
  contact_email: jobs.contact_email,
  contact_name: jobs.contact_name,
  contact_phone: jobs.contact_phone,
  status: jobs.status,
  posted_at: jobs.posted_at,
  expires_at: jobs.expires_at,
  created_at: jobs.created_at,
  updated_at: jobs.updated_at,
  schedule_data: jobs.schedule_data,
};

/**
 * Public jobs with their business joined: the one select every job read starts from, so the row
 * type below is what Drizzle says it returns (business columns nullable through the left join).
 */
export function selectPublicJobs<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Executor,
  extra?: Extra,
  // A statement that starts with a WITH clause selects through `db.with(...)`.
  source: Pick<Db, 'select'> = db,
) {
  return source
    .select({ ...publicJobColumns, ...(extra as Extra) })
    .from(jobs)
    .leftJoin(businesses, eq(businesses.id, jobs.business_id));
}

export type PublicJobRow = Awaited<ReturnType<typeof selectPublicJobs>>[number];

const AVAILABILITY: ReadonlySet<string> = new Set(START_AVAILABILITY);

// Postgres numerics can arrive as text on some drivers; the API always answers numbers.
const num = (value: number | string | null): number | null => {
  if (value === null) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** A database row as the public job body (the contract's ZJob). */
export function toPublicJob(row: PublicJobRow): TJob {
  const business =
    row.business_name === null
      ? null
      : { id: row.business_id, name: row.business_name, address: row.business_address };
  return {
    id: row.id,
    title: row.title,
    company: row.business_name ?? row.company,
    business_id: row.business_id,
    business,
    logo_url: row.logo_url,
    location: row.location,
    employment_type: row.employment_type,
    role_type: row.role_type,
    salary_display: row.salary_display,
    hourly_rate_min: num(row.hourly_rate_min),
    hourly_rate_max: num(row.hourly_rate_max),
    base_hourly_pay: num(row.base_hourly_pay),
    description: row.description ?? '',
    workplace_highlights: row.workplace_highlights,
    requirements: row.requirements ?? [],
    basic_requirements: row.basic_requirements ?? [],
    benefits: row.benefits ?? [],
    // Only codes the contract still lists (a code dropped from the list is not shown).
    languages: (row.languages ?? []).filter(isWorkLanguage),
    required_certificates: (row.required_certificates ?? []).filter(isRequiredCertificateKind),
    is_tipped_role: row.is_tipped_role,
    estimated_tips_hourly: num(row.estimated_tips_hourly),
    tip_structure: row.tip_structure,
    tip_pool_description: row.tip_pool_description,
    weekly_hours: num(row.weekly_hours),
    minimum_shifts_per_week: row.minimum_shifts_per_week,
    // Free text in the database; anything outside the form's options is not shown rather than failing the body.
    start_availability:
      row.start_availability !== null && AVAILABILITY.has(row.start_availability)
        ? (row.start_availability as StartAvailability)
        : null,
    contact_email: row.contact_email ?? '',
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    status: row.status,
    posted_at: iso(row.posted_at),
    expires_at: row.expires_at === null ? null : iso(row.expires_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    schedule_data: normaliseSchedule(row.schedule_data),
  };
}
