import { dateFormat } from '../i18n/intl.ts';

/** Shift times are 24-hour 'HH:MM' strings, the format the schedule builder offers. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const MINUTES_PER_DAY = 24 * 60;

/**
 * Minutes after midnight for 'H:MM', 'HH:MM' or 'HH:MM:SS' (as a database `time` column prints
 * it), or null when the text is not a time of day.
 */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? h * 60 + m : null;
}

/** Canonical 'HH:MM' for any accepted spelling, or null. */
export function normaliseTime(time: string): string | null {
  const minutes = minutesOfDay(time);
  if (minutes === null) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Length of a shift in hours. An end at or before the start means the shift runs past midnight,
 * so 18:00 to 02:00 is 8 hours. Equal times give 0: nobody posts a 24-hour shift, and the
 * payload rejects them. Unreadable times give 0 so a bad entry can't inflate pay figures.
 */
export function shiftHours(start: string, end: string): number {
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  if (from === null || to === null) return 0;
  return ((to - from + MINUTES_PER_DAY) % MINUTES_PER_DAY) / 60;
}

/**
 * '18:00' → '6:00 PM', '00:00' → '12:00 AM', '12:00' → '12:00 PM'; other text comes back
 * unchanged. Another `locale` writes the time its own way ('18:00' in French).
 */
export function formatTime12h(time: string, locale = 'en'): string {
  const minutes = minutesOfDay(time);
  if (minutes === null) return time;
  if (locale !== 'en') {
    const at = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
    return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
  }
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, '0');
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m} ${suffix}`;
}
