import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';

/** A timestamp as it reaches a screen: ISO text from the API, a Date, epoch ms, or nothing. */
export type DateInput = Date | string | number | null | undefined;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * 'Mar 5, 2026' in the reader's time zone (date-fns 'MMM d, yyyy'). Written out because date-fns'
 * format() brings its whole token parser and English locale (about 5 KB gzipped) to the job board.
 */
export function formatDisplayDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${String(date.getFullYear()).padStart(4, '0')}`;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const RECENTLY_POSTED = 'Recently posted';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * "Posted" text on a job card. More than 7 days ago → the date; otherwise whole days, then whole
 * hours, and under an hour (or a scheduled post not yet live) 'Recently posted'. Exactly 7 days
 * still reads '7 days ago'. A missing or unreadable date gives '' so nothing false is shown.
 */
export function jobListTimeAgo(postedAt: DateInput, now: Date = new Date()): string {
  const date = toDate(postedAt);
  if (!date) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed > WEEK) return formatDisplayDate(date);
  if (elapsed >= DAY) return plural(Math.floor(elapsed / DAY), 'day');
  if (elapsed >= HOUR) return plural(Math.floor(elapsed / HOUR), 'hour');
  return RECENTLY_POSTED;
}

/**
 * The posted line of a job page: 'Posted 3 days ago', 'Posted Mar 5, 2026', or 'Recently posted'
 * on its own, since that label already says "posted". '' when the date is missing or unreadable.
 */
export function jobPostedLabel(postedAt: DateInput, now: Date = new Date()): string {
  const age = jobListTimeAgo(postedAt, now);
  if (age === '' || age === RECENTLY_POSTED) return age;
  return `Posted ${age}`;
}

/**
 * Compact age for lists inside the job form and dashboard: 'Just now' under an hour, then '3h
 * ago' below a day, '2d ago' below a week, then '3w ago'. Future dates read 'Just now'.
 */
export function formTimeAgo(date: DateInput, now: Date = new Date()): string {
  const value = toDate(date);
  if (!value) return '';
  const elapsed = now.getTime() - value.getTime();
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d ago`;
  return `${Math.floor(elapsed / WEEK)}w ago`;
}

/**
 * The expiry line on a job card, or null for a job that never expires. 'Today' and 'tomorrow'
 * are calendar days in the reader's time zone, not 24-hour spans: a job ending at 00:30 is
 * "tomorrow" even when that is an hour away.
 */
export function expiryLabel(expiresAt: DateInput, now: Date = new Date()): string | null {
  const date = toDate(expiresAt);
  if (!date) return null;
  if (date.getTime() <= now.getTime()) return 'Expired';
  const days = differenceInCalendarDays(date, now);
  if (days === 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  if (days < 7) return `Expires in ${days} days`;
  return `Expires ${formatDisplayDate(date)}`;
}
