/**
 * Calendar dates ("YYYY-MM-DD", no time zone) as work experience stores them. Compared as
 * strings (the format sorts like the dates) and counted in whole months, so no time zone can
 * move a job by a day.
 */

export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real date from year 1900 on: '2024-02-30' and '0001-01-01' are not. */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Today's date where the code runs, as "YYYY-MM-DD". */
export function todayCalendarDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whole months from `start` to `end` (a month is counted once its day of month is reached). */
export function monthsBetween(start: string, end: string): number {
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  const months = (ey - sy) * 12 + (em - sm) - (ed < sd ? 1 : 0);
  return Math.max(0, months);
}
