import { z } from 'zod';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { optionalText, requiredText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { isCalendarDate } from './calendar-date.ts';
import {
  DEFAULT_WORK_EXPERIENCE_TYPE,
  WORK_EXPERIENCE_LIMITS as L,
  WORK_EXPERIENCE_MESSAGES as M,
  WORK_EXPERIENCE_TYPES,
} from './work-experience.ts';

export const ZWorkExperienceType = z.enum(WORK_EXPERIENCE_TYPES);

const ZCalendarDate = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine(isCalendarDate, { error: M.dateInvalid });

// Wages are dollars and cents; a typed 15.555 is kept as 15.56 rather than refused.
const ZHourlyWage = z
  .number({ error: M.wageNotNumber })
  .min(0, { error: M.wageNegative })
  .max(L.wageMax, { error: M.wageTooHigh })
  .transform((wage) => Math.round(wage * 100) / 100)
  .nullish()
  .transform((wage) => wage ?? undefined);

/**
 * Body of POST /users/{userId}/work-experience and PUT .../{id} (a PUT replaces the entry). Text is
 * trimmed and blank optionals are absent; a current job has no end date and any end date comes
 * after the start (the form checks the same, the server is the authority).
 */
export const ZWorkExperienceInput = z
  .strictObject(
    {
      company_name: requiredText(L.textMaxLength, M.companyRequired, M.companyTooLong),
      position_title: requiredText(L.textMaxLength, M.positionRequired, M.positionTooLong),
      location: optionalText(L.textMaxLength, M.locationTooLong),
      start_date: z
        .string({ error: M.startRequired })
        .trim()
        .min(1, { error: M.startRequired })
        .refine(isCalendarDate, { error: M.dateInvalid }),
      end_date: ZCalendarDate.nullish()
        .or(z.literal(''))
        .transform((date) => date || undefined),
      is_current: z.boolean({ error: 'is_current must be true or false' }).default(false),
      description: optionalText(L.descriptionMaxLength, M.descriptionTooLong),
      employment_type: ZWorkExperienceType.default(DEFAULT_WORK_EXPERIENCE_TYPE),
      hourly_wage: ZHourlyWage,
    },
    UNKNOWN_FIELDS,
  )
  .superRefine((entry, ctx) => {
    if (!entry.end_date) return;
    if (entry.is_current) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endWhileCurrent });
    } else if (entry.end_date <= entry.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    }
  });
export type TWorkExperienceInput = z.input<typeof ZWorkExperienceInput>;
export type TWorkExperienceWrite = z.output<typeof ZWorkExperienceInput>;

/** A stored entry, as every work-experience route returns it. */
export const ZWorkExperience = z.object({
  id: ZUuid,
  user_id: ZUuid,
  company_name: z.string(),
  position_title: z.string(),
  location: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_current: z.boolean(),
  description: z.string().nullable(),
  employment_type: ZWorkExperienceType,
  hourly_wage: z.number().nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
});
export type TWorkExperience = z.infer<typeof ZWorkExperience>;

export const ZWorkExperienceStats = z.object({
  totalJobs: z.number().int(),
  yearsExperience: z.number(),
  currentPosition: z.string().nullable(),
  mostRecentCompany: z.string().nullable(),
});
export type TWorkExperienceStats = z.infer<typeof ZWorkExperienceStats>;

export const ZProfileParams = z.object({ userId: ZUuid });
export const ZWorkExperienceParams = z.object({ userId: ZUuid, id: ZUuid });
