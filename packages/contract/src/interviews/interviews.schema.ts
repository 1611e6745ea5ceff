import { z } from 'zod';
import { isCalendarDate } from '../profile/calendar-date.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { optionalText, requiredText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { INTERVIEW_MESSAGES } from './interview-messages.ts';
import {
  INTERVIEW_MINUTES_MAX,
  INTERVIEW_MINUTES_MIN,
  INTERVIEW_NOTE_MAX,
  INTERVIEW_OUTCOMES,
  INTERVIEW_PLACES,
  INTERVIEW_REASON_MAX,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_STATUSES,
  INTERVIEW_WITH_WHOM_MAX,
} from './interview-rules.ts';
import { isStartTime, portlandInstant, portlandTimeProblem } from './portland-time.ts';

/** One offered time as typed: a Portland date, a Portland start, and minutes. */
export const ZInterviewSlotInput = z.strictObject(
  {
    date: z
      .string({ error: INTERVIEW_MESSAGES.dateInvalid })
      .refine(isCalendarDate, { error: INTERVIEW_MESSAGES.dateInvalid }),
    start: z
      .string({ error: INTERVIEW_MESSAGES.startInvalid })
      .refine(isStartTime, { error: INTERVIEW_MESSAGES.startInvalid }),
    minutes: z
      .number({ error: INTERVIEW_MESSAGES.minutesInvalid })
      .int({ error: INTERVIEW_MESSAGES.minutesInvalid })
      .min(INTERVIEW_MINUTES_MIN, { error: INTERVIEW_MESSAGES.minutesInvalid })
      .max(INTERVIEW_MINUTES_MAX, { error: INTERVIEW_MESSAGES.minutesInvalid }),
  },
  UNKNOWN_FIELDS,
);
export type TInterviewSlotInput = z.input<typeof ZInterviewSlotInput>;

/** Up to five times, each a real Portland time, none twice. */
export const ZInterviewSlots = z
  .array(ZInterviewSlotInput, { error: INTERVIEW_MESSAGES.slotsMissing })
  .min(1, { error: INTERVIEW_MESSAGES.slotsMissing })
  .max(INTERVIEW_SLOTS_MAX, { error: INTERVIEW_MESSAGES.slotsTooMany })
  .superRefine((slots, ctx) => {
    const seen = new Set<number>();
    slots.forEach((slot, index) => {
      if (!isCalendarDate(slot.date) || !isStartTime(slot.start)) return;
      const problem = portlandTimeProblem(slot.date, slot.start);
      if (problem) {
        const message =
          problem === 'skipped' ? INTERVIEW_MESSAGES.timeDoesNotExist : INTERVIEW_MESSAGES.timeHappensTwice;
        ctx.addIssue({ code: 'custom', path: [index, 'start'], message });
        return;
      }
      const instant = portlandInstant(slot.date, slot.start) as Date;
      if (seen.has(instant.getTime())) {
        ctx.addIssue({ code: 'custom', path: [index, 'start'], message: INTERVIEW_MESSAGES.timeRepeated });
      }
      seen.add(instant.getTime());
    });
  });

/** POST /applications/{id}/interviews: the invitation. */
export const ZInterviewInvite = z.strictObject(
  {
    slots: ZInterviewSlots,
    place: z.enum(INTERVIEW_PLACES, { error: INTERVIEW_MESSAGES.placeInvalid }).default('business'),
    with_whom: optionalText(INTERVIEW_WITH_WHOM_MAX, INTERVIEW_MESSAGES.withWhomTooLong),
    note: optionalText(INTERVIEW_NOTE_MAX, INTERVIEW_MESSAGES.noteTooLong),
  },
  UNKNOWN_FIELDS,
);
export type TInterviewInvite = z.input<typeof ZInterviewInvite>;

/** POST /interviews/{id}/choose: the number of the offered time (1 to 5). */
export const ZInterviewChoice = z.strictObject(
  {
    slot: z
      .number({ error: INTERVIEW_MESSAGES.slotInvalid })
      .int({ error: INTERVIEW_MESSAGES.slotInvalid })
      .min(1, { error: INTERVIEW_MESSAGES.slotInvalid })
      .max(INTERVIEW_SLOTS_MAX, { error: INTERVIEW_MESSAGES.slotInvalid }),
  },
  UNKNOWN_FIELDS,
);
export type TInterviewChoice = z.input<typeof ZInterviewChoice>;

/** Declining, or asking for other times: an optional reason. */
export const ZInterviewAnswer = z.strictObject(
  { reason: optionalText(INTERVIEW_REASON_MAX, INTERVIEW_MESSAGES.reasonTooLong) },
  UNKNOWN_FIELDS,
);
export type TInterviewAnswer = z.input<typeof ZInterviewAnswer>;

/** Cancelling: a reason, required. */
export const ZInterviewCancel = z.strictObject(
  {
    reason: requiredText(
      INTERVIEW_REASON_MAX,
      INTERVIEW_MESSAGES.reasonMissing,
      INTERVIEW_MESSAGES.reasonTooLong,
    ),
  },
  UNKNOWN_FIELDS,
);
export type TInterviewCancel = z.input<typeof ZInterviewCancel>;

/**
 * Rescheduling: a reason, and from the business the new times (the worker's asks the business
 * for new times).
 */
export const ZInterviewReschedule = z.strictObject(
  {
    reason: requiredText(
      INTERVIEW_REASON_MAX,
      INTERVIEW_MESSAGES.reasonMissing,
      INTERVIEW_MESSAGES.reasonTooLong,
    ),
    slots: ZInterviewSlots.optional(),
  },
  UNKNOWN_FIELDS,
);
export type TInterviewReschedule = z.input<typeof ZInterviewReschedule>;

/** POST /interviews/{id}/outcome: after the time, attended or no-show. */
export const ZInterviewOutcomeInput = z.strictObject(
  { outcome: z.enum(INTERVIEW_OUTCOMES, { error: INTERVIEW_MESSAGES.outcomeInvalid }) },
  UNKNOWN_FIELDS,
);
export type TInterviewOutcomeInput = z.input<typeof ZInterviewOutcomeInput>;

export const ZInterviewSlot = z.object({
  number: z.number().int(),
  starts_at: ZIsoDateTime,
  minutes: z.number().int(),
  /** Another invitation of the business holds this time. */
  taken: z.boolean(),
});
export type TInterviewSlot = z.infer<typeof ZInterviewSlot>;

export const ZInterview = z.object({
  id: ZUuid,
  application_id: ZUuid,
  status: z.enum(INTERVIEW_STATUSES),
  place: z.enum(INTERVIEW_PLACES),
  /** The business's address when the place is the business. */
  address: z.string().nullable(),
  with_whom: z.string().nullable(),
  note: z.string().nullable(),
  slots: z.array(ZInterviewSlot),
  /** The chosen time once scheduled (and after). */
  starts_at: ZIsoDateTime.nullable(),
  minutes: z.number().int().nullable(),
  /** The reason given when declined, moved or cancelled, and by which side. */
  reason: z.string().nullable(),
  ended_by: z.enum(['applicant', 'business']).nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
  /** The calendar file (RFC 5545) of a chosen time, for both sides; null until a time is chosen. */
  calendar_url: z.string().nullable(),
});
export type TInterview = z.infer<typeof ZInterview>;

/** GET /applications/{id}/interviews: the application's invitations, newest first. */
export const ZInterviewList = z.object({
  side: z.enum(['applicant', 'business']),
  items: z.array(ZInterview),
  /** The business's side only: the applicant's no-shows at this business (never another's). */
  no_shows: ZCount.nullable(),
});
export type TInterviewList = z.infer<typeof ZInterviewList>;

/** A time was taken meanwhile: the error's details, the numbers still free. */
export const ZInterviewTakenDetails = z.object({ available: z.array(ZInterviewSlot) });
