/**
 * Limits and timings of applications (docs/decisions/054-applications.md). One place, so the
 * server's checks, the screens' hints and the tests agree.
 */

/** Applications one person may send in 24 hours, across all jobs (a budget, decision 050). */
export const APPLICATIONS_PER_DAY = 30;
/** The applicant's optional note to the employer. */
export const APPLICATION_NOTE_MAX = 500;
/** The employer's optional message when an applicant is not selected. */
export const DECLINE_MESSAGE_MAX = 320;
/** An application nobody at the business has opened for this long is reminded to it, once. */
export const UNREAD_REMINDER_DAYS = 3;
/** Status-update texts one applicant receives at most per Portland day. */
export const STATUS_SMS_PER_DAY = 1;
/** No text goes out between these Portland hours; it waits for the morning instead. */
export const QUIET_HOURS = { startHour: 21, endHour: 8, timeZone: 'America/New_York' } as const;
