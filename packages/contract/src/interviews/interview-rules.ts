/**
 * Interviews on an application (docs/product.md, "Interviews"; decision 090): the limits and the
 * time zone both the server and the screens read.
 */

/** Times one invitation offers at most. */
export const INTERVIEW_SLOTS_MAX = 5;
/** Minutes an interview lasts, at least and at most. */
export const INTERVIEW_MINUTES_MIN = 5;
export const INTERVIEW_MINUTES_MAX = 480;
/** Characters of 'with whom', the note, and a reason. */
export const INTERVIEW_WITH_WHOM_MAX = 120;
export const INTERVIEW_NOTE_MAX = 1000;
export const INTERVIEW_REASON_MAX = 500;
/** Invitations (first ones and new times) one business may send in a day (24 hours). */
export const INTERVIEW_INVITATIONS_PER_BUSINESS_PER_DAY = 40;
/** Days ahead an interview may be offered. */
export const INTERVIEW_DAYS_AHEAD_MAX = 90;
/** Times are stored as instants and read and written as Portland, Maine wall-clock time. */
export const INTERVIEW_TIME_ZONE = 'America/New_York';
/** Local hour of the evening reminder on the day before, and hours before of the last one. */
export const INTERVIEW_EVENING_REMINDER_HOUR = 18;
export const INTERVIEW_LAST_REMINDER_HOURS = 2;

/** Where an interview happens: at the business's address, or by phone call. */
export const INTERVIEW_PLACES = ['business', 'phone'] as const;
export type TInterviewPlace = (typeof INTERVIEW_PLACES)[number];

/**
 * An invitation's life: offered (waiting for the worker), scheduled (a time chosen), declined,
 * other_times (the worker asked for other times), rescheduled (replaced by new times), cancelled,
 * attended, no_show.
 */
export const INTERVIEW_STATUSES = [
  'offered',
  'scheduled',
  'declined',
  'other_times',
  'rescheduled',
  'cancelled',
  'attended',
  'no_show',
] as const;
export type TInterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The statuses of an invitation still open: one per application at a time. */
export const OPEN_INTERVIEW_STATUSES = ['offered', 'scheduled', 'other_times'] as const;
/** The statuses that hold a time: no other invitation of the business may take it. */
export const TIME_HOLDING_STATUSES = ['scheduled', 'attended', 'no_show'] as const;

export const INTERVIEW_OUTCOMES = ['attended', 'no_show'] as const;
export type TInterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];
