import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { dateFormat } from '../i18n/intl.ts';
import { inEnglish, type Translate } from '../i18n/translate.ts';

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
export function formatDisplayDate(date: Date, locale = 'en'): string {
  if (locale !== 'en')
    return dateFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${String(date.getFullYear()).padStart(4, '0')}`;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const RECENTLY_POSTED = 'Recently posted';

/**
 * "Posted" text on a job card. More than 7 days ago → the date; otherwise whole days, then whole
 * hours, and under an hour (or a scheduled post not yet live) 'Recently posted'. Exactly 7 days
 * still reads '7 days ago'. A missing or unreadable date gives '' so nothing false is shown.
 */
export function jobListTimeAgo(
  postedAt: DateInput,
  now: Date = new Date(),
  t: Translate = inEnglish,
  locale = 'en',
): string {
  const date = toDate(postedAt);
  if (!date) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed > WEEK) return formatDisplayDate(date, locale);
  if (elapsed >= DAY) {
    const count = Math.floor(elapsed / DAY);
    return count === 1 ? t('{count} day ago', { count }) : t('{count} days ago', { count });
  }
  if (elapsed >= HOUR) {
    const count = Math.floor(elapsed / HOUR);
    return count === 1 ? t('{count} hour ago', { count }) : t('{count} hours ago', { count });
  }
  return t(RECENTLY_POSTED);
}

/**
 * The posted line of a job page: 'Posted 3 days ago', 'Posted Mar 5, 2026', or 'Recently posted'
 * on its own, since that label already says "posted". '' when the date is missing or unreadable.
 */
export function jobPostedLabel(
  postedAt: DateInput,
  now: Date = new Date(),
  t: Translate = inEnglish,
  locale = 'en',
): string {
  const age = jobListTimeAgo(postedAt, now, t, locale);
  if (age === '' || age === t(RECENTLY_POSTED)) return age;
  const date = toDate(postedAt);
  return date && now.getTime() - date.getTime() > WEEK
    ? t('Posted {date}', { date: age })
    : t('Posted {age}', { age });
}

/**
 * Compact age for lists inside the job form and dashboard: 'Just now' under an hour, then '3h
 * ago' below a day, '2d ago' below a week, then '3w ago'. Future dates read 'Just now'.
 */
export function formTimeAgo(date: DateInput, now: Date = new Date(), t: Translate = inEnglish): string {
  const value = toDate(date);
  if (!value) return '';
  const elapsed = now.getTime() - value.getTime();
  if (elapsed < HOUR) return t('Just now');
  if (elapsed < DAY) return t('{count}h ago', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < WEEK) return t('{count}d ago', { count: Math.floor(elapsed / DAY) });
  return t('{count}w ago', { count: Math.floor(elapsed / WEEK) });
}

/**
 * The expiry line on a job card, or null for a job that never expires. 'Today' and 'tomorrow'
 * are calendar days in the reader's time zone, not 24-hour spans: a job ending at 00:30 is
 * "tomorrow" even when that is an hour away.
 */
export function expiryLabel(
  expiresAt: DateInput,
  now: Date = new Date(),
  t: Translate = inEnglish,
  locale = 'en',
): string | null {
  const date = toDate(expiresAt);
  if (!date) return null;
  if (date.getTime() <= now.getTime()) return t('Expired');
  const days = differenceInCalendarDays(date, now);
  if (days === 0) return t('Expires today');
  if (days === 1) return t('Expires tomorrow');
  if (days < 7) return t('Expires in {days} days', { days });
  return t('Expires {date}', { date: formatDisplayDate(date, locale) });
}
