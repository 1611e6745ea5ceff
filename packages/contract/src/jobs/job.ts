import { z } from 'zod';
import { REQUIRED_CERTIFICATE_KINDS } from '../profile/certificate-kinds.ts';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { ZEmploymentType, ZJobStatus, ZRoleType, ZStartAvailability, ZTipStructure } from './enums.schema.ts';
import { ZShift } from './schedule.schema.ts';
import { WORK_LANGUAGES } from './work-languages.ts';

/**
 * The public job body every job endpoint returns. Money and hours are numbers (the server
 * converts database numerics), timestamps ISO strings, and schedule_data is always the
 * normalised list, so screens never re-parse legacy shapes.
 */

export const ZJobBusiness = z.object({
  id: ZUuid,
  name: z.string(),
  address: z.string().nullable(),
});

export const ZJob = z.object({
  id: ZUuid,
  title: z.string(),
  /** The business name at the time of posting; `business` holds the live record. */
  company: z.string(),
  // Every job belongs to a business (NOT NULL); deleting the business deletes its jobs.
  business_id: ZUuid,
  business: ZJobBusiness.nullable(),
  logo_url: z.string().nullable(),
  location: z.string(),
  employment_type: ZEmploymentType,
  role_type: ZRoleType,
  salary_display: z.string().nullable(),
  hourly_rate_min: z.number().nullable(),
  hourly_rate_max: z.number().nullable(),
  base_hourly_pay: z.number().nullable(),
  description: z.string(),
  workplace_highlights: z.string().nullable(),
  requirements: z.array(z.string()),
  basic_requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  /** 'Languages spoken at work' (WORK_LANGUAGES codes); names are the reader's to show. */
  languages: z.array(z.enum(WORK_LANGUAGES)).default([]),
  /** Certificates the job requires (decision 097), in the contract's order. */
  required_certificates: z.array(z.enum(REQUIRED_CERTIFICATE_KINDS)).default([]),
  is_tipped_role: z.boolean(),
  estimated_tips_hourly: z.number().nullable(),
  tip_structure: ZTipStructure.nullable(),
  tip_pool_description: z.string().nullable(),
  weekly_hours: z.number().nullable(),
  minimum_shifts_per_week: z.number().int().nullable(),
  start_availability: ZStartAvailability.nullable(),
  contact_email: z.string(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  status: ZJobStatus,
  posted_at: ZIsoDateTime,
  expires_at: ZIsoDateTime.nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
  schedule_data: z.array(ZShift),
});

export type TJob = z.infer<typeof ZJob>;
export type TJobBusiness = z.infer<typeof ZJobBusiness>;
