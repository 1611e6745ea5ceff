import { addDays } from 'date-fns/addDays';
import { AUTO_EXPIRY_DAYS, FULL_TIME_WEEKLY_HOURS } from './constants.ts';
import type { EmploymentType } from './enums.ts';
import type { ShiftBlock } from './schedule.ts';
import { shiftHours } from './time-of-day.ts';

/**
 * Values the job form derives instead of asking for (docs/product.md, "Posting a job"), kept here
 * so the server can fill the same values for a client that leaves them out.
 */

/** Full-time at 30 or more weekly hours, otherwise part-time. */
export function employmentTypeForHours(weeklyHours: number): EmploymentType {
  return weeklyHours >= FULL_TIME_WEEKLY_HOURS ? 'full-time' : 'part-time';
}

/**
 * Weekly hours of a schedule: each block's shift length times its number of days, summed. At
 * least 1, because the payload requires it and an empty builder still needs a valid number.
 */
export function weeklyHoursFromBlocks(blocks: readonly ShiftBlock[]): number {
  const total = blocks.reduce((sum, b) => sum + b.days.length * shiftHours(b.startTime, b.endTime), 0);
  return Math.max(1, Math.round(total * 100) / 100);
}

/**
 * When a posting expires if nobody says otherwise: 30 calendar days after posted_at, at the same
 * local clock time (so a daylight-saving change doesn't shift it by an hour).
 */
export function defaultExpiry(postedAt: Date | string): Date {
  return addDays(new Date(postedAt), AUTO_EXPIRY_DAYS);
}
