import { z } from 'zod';
import { ZRequiredCertificates } from '../profile/certificates.schema.ts';
import { EMAIL_PATTERN, FORMAT_MESSAGES } from '../shared/patterns.ts';
import { ZIsoDateTime } from '../shared/primitives.ts';
import { optionalText, requiredText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import {
  DEFAULT_START_AVAILABILITY,
  ESTIMATED_TIPS,
  MIN_SHIFTS_PER_WEEK,
  TIPPED_BASE_PAY,
  UNTIPPED_BASE_PAY,
} from './constants.ts';
import { ZEmploymentType, ZJobStatus, ZRoleType, ZStartAvailability, ZTipStructure } from './enums.schema.ts';
import { JOB_FORM_MESSAGES as M } from './messages.ts';
import { ZShift } from './schedule.schema.ts';
import { scheduleHours } from './schedule.ts';
import { ZWorkLanguages } from './work-languages.schema.ts';

const money = (n: number) => `$${n.toFixed(2)}`;
const basePayRange = (r: { min: number; max: number }) =>
  `Base pay must be between ${money(r.min)} and ${money(r.max)}`;
const tipsRange = () =>
  `Estimated tips must be between ${money(ESTIMATED_TIPS.min)} and ${money(ESTIMATED_TIPS.max)}`;
const shiftsRange = () =>
  `Minimum shifts per week must be a whole number from ${MIN_SHIFTS_PER_WEEK.min} to ${MIN_SHIFTS_PER_WEEK.max}`;

/** A list of short texts: trimmed, blanks dropped, repeats (ignoring case) dropped. */
function textList(maxItems: number, maxLength: number, field: string) {
  return z
    .array(
      z
        .string()
        .trim()
        .max(maxLength, { error: `Each ${field} entry must be at most ${maxLength} characters` }),
      {
        error: `${field} must be a list of text`,
      },
    )
    .max(maxItems, { error: `${field} can have at most ${maxItems} entries` })
    .default([])
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => {
        const key = item.toLowerCase();
        if (!item || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });
}

const ZShiftEntry = ZShift.refine((s) => s.startTime !== s.endTime, {
  error: M.shiftTimesEqual,
  path: ['endTime'],
});

// People type contact numbers as they like ('(207) 555-0123'); the applicant reads it, no SMS is sent.
const ZContactPhone = optionalText(30, 'Contact phone must be at most 30 characters').refine(
  (v) => v === undefined || (/^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 7),
  { error: FORMAT_MESSAGES.phone },
);

/**
 * Body of POST /jobs and PUT /jobs/{id} (a PUT replaces the whole posting). Strict: an unknown
 * field is refused by name rather than silently dropped, so a misspelt field can't lose data.
 */
export const ZJobPayload = z
  .strictObject(
    {
      title: requiredText(100, M.titleRequired, 'Job title must be at most 100 characters'),
      // Missing, blank or malformed all mean the picker wasn't used, so they share one message.
      business_id: z.guid({ error: M.businessRequired }),
      company: optionalText(200, 'Company must be at most 200 characters'),
      location: requiredText(200, M.locationRequired, 'Location must be at most 200 characters'),
      // The server derives employment_type and weekly_hours itself (deriveJobFields); the form
      // still sends them, so they are accepted but optional.
      employment_type: ZEmploymentType.optional(),
      // The poster's choice; without one the server takes the role the title names
      // (docs/decisions/018-job-role-types.md).
      role_type: ZRoleType.optional(),
      /** The workplace highlights text workers read first. */
      description: requiredText(2000, M.highlightsRequired, 'Description must be at most 2000 characters'),
      workplace_highlights: optionalText(2000, 'Workplace highlights must be at most 2000 characters'),
      requirements: textList(30, 500, 'requirements'),
      basic_requirements: textList(30, 500, 'basic_requirements'),
      benefits: textList(30, 200, 'benefits'),
      /** 'Languages spoken at work': codes from WORK_LANGUAGES, optional (work-languages.ts). */
      languages: ZWorkLanguages,
      /** Certificates the job requires ('ServSafe Alcohol required'), optional (decision 097). */
      required_certificates: ZRequiredCertificates,
      is_tipped_role: z.boolean({ error: 'is_tipped_role must be true or false' }),
      base_hourly_pay: z
        .number({ error: 'base_hourly_pay must be a number' })
        .min(UNTIPPED_BASE_PAY.min, { error: basePayRange(UNTIPPED_BASE_PAY) })
        .max(UNTIPPED_BASE_PAY.max, { error: basePayRange(UNTIPPED_BASE_PAY) }),
      estimated_tips_hourly: z
        .number({ error: 'estimated_tips_hourly must be a number' })
        .min(ESTIMATED_TIPS.min, { error: tipsRange() })
        .max(ESTIMATED_TIPS.max, { error: tipsRange() })
        .nullish(),
      tip_structure: ZTipStructure.nullish(),
      tip_pool_description: optionalText(500, 'Tip pool description must be at most 500 characters'),
      schedule_data: z
        .array(ZShiftEntry, {
          error: (iss) =>
            iss.input === undefined ? M.scheduleRequired : 'schedule_data must be a list of shifts',
        })
        .min(1, { error: M.scheduleRequired })
        .max(50, { error: 'schedule_data can have at most 50 shifts' }),
      weekly_hours: z
        .number({ error: 'weekly_hours must be a number' })
        .min(1, { error: 'Weekly hours must be at least 1' })
        .max(168, { error: 'Weekly hours cannot exceed 168' })
        .optional(),
      minimum_shifts_per_week: z
        .number({ error: shiftsRange() })
        .int({ error: shiftsRange() })
        .min(MIN_SHIFTS_PER_WEEK.min, { error: shiftsRange() })
        .max(MIN_SHIFTS_PER_WEEK.max, { error: shiftsRange() })
        .default(MIN_SHIFTS_PER_WEEK.default),
      start_availability: ZStartAvailability.default(DEFAULT_START_AVAILABILITY),
      contact_email: z
        .string({ error: M.emailRequired })
        .trim()
        .min(1, { error: M.emailRequired })
        .max(254, { error: 'Email must be at most 254 characters' })
        .pipe(z.email({ pattern: EMAIL_PATTERN, error: M.emailInvalid })),
      contact_name: optionalText(100, 'Contact name must be at most 100 characters'),
      contact_phone: ZContactPhone,
      status: ZJobStatus.optional(),
      posted_at: ZIsoDateTime.optional(),
      // null clears the expiry: the posting stays up until closed.
      expires_at: ZIsoDateTime.nullish(),
    },
    UNKNOWN_FIELDS,
  )
  .superRefine((job, ctx) => {
    // A tipped role's base pay has a lower ceiling: tips carry the rest (docs/product.md,
    // "Posting a job").
    if (job.is_tipped_role && job.base_hourly_pay > TIPPED_BASE_PAY.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['base_hourly_pay'],
        message: `${basePayRange(TIPPED_BASE_PAY)} for a tipped role`,
      });
    }
    // Weekly hours are derived from the shifts, so the shifts themselves must fit in a week.
    if (scheduleHours(job.schedule_data) > 168) {
      ctx.addIssue({
        code: 'custom',
        path: ['schedule_data'],
        message: 'Shifts cannot add up to more than 168 hours a week',
      });
    }
    if (job.posted_at && job.expires_at && Date.parse(job.expires_at) <= Date.parse(job.posted_at)) {
      ctx.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: M.expiryBeforePosting,
      });
    }
  });

/** What a client sends. */
export type TJobPayloadInput = z.input<typeof ZJobPayload>;
/** What the server works with after parsing: trimmed, defaults filled, blanks removed. */
export type TJobPayload = z.output<typeof ZJobPayload>;
