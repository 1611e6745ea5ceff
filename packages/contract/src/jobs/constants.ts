/**
 * Job board and posting numbers (docs/product.md, "The job board" and "Posting a job"). Screens and
 * the server read them from here so a slider, a validation rule and a default can't drift apart.
 */

export const JOBS_PAGE_SIZE = 20;
/** Weekly hours at or above which a job counts as full-time. */
export const FULL_TIME_WEEKLY_HOURS = 30;
/** A posting expires this many days after posted_at unless told otherwise. */
export const AUTO_EXPIRY_DAYS = 30;
export const DEFAULT_JOB_STATUS = 'approved' as const;
/**
 * How far before the job was first saved its posting date may be set (decision 053): the board's
 * "Posted …" stays true to within a day.
 */
export const POSTED_AT_GRACE_DAYS = 1;
export const DEFAULT_START_AVAILABILITY = 'Immediately' as const;

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export interface SliderRange {
  min: number;
  max: number;
  default: number;
  step: number;
}

export const PAY_STEP = 0.1;
/** Base pay for a tipped role: tips make up the rest, so the ceiling is lower. */
export const TIPPED_BASE_PAY: SliderRange = { min: 3, max: 30, default: 15, step: PAY_STEP };
export const UNTIPPED_BASE_PAY: SliderRange = { min: 3, max: 35, default: 20, step: PAY_STEP };
export const ESTIMATED_TIPS: SliderRange = { min: 0, max: 25, default: 8, step: PAY_STEP };
/** What the form uses when the base pay input isn't a number (docs/product.md, "Posting a job"). */
export const BASE_PAY_FALLBACK = 15;

export const MIN_SHIFTS_PER_WEEK = { min: 1, max: 7, default: 1 } as const;

function hours(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);
}

/**
 * Times the schedule builder offers, for starts and ends alike: every hour of the day, so a bakery
 * can open at 04:00, a cafe run 06:00-12:00 and a bar close at 02:00. An end at or before the
 * start is the next day (see shiftHours).
 */
export const SHIFT_TIMES: readonly string[] = hours(0, 23);

export const SALARY_FALLBACK_LIST = 'Competitive pay';
export const SALARY_FALLBACK_PREVIEW = 'Salary TBD';
