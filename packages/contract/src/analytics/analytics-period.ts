/**
 * Periods of the analytics screens (docs/product.md, "Analytics"; decision 066). A day is a
 * calendar day in Portland, Maine, written `YYYY-MM-DD`; a period runs from its first day to its
 * last, both included. Pure date arithmetic on those strings, shared by the server's queries and
 * the page's period picker.
 */

/** The time zone every analytics day is counted in (the product's home, Portland, Maine). */
export const ANALYTICS_TIME_ZONE = 'America/New_York';

/** The longest period the API answers, in days (a leap year). */
export const ANALYTICS_MAX_DAYS = 366;

/** The page's ready-made periods, in days; anything else is a custom period. */
export const ANALYTICS_PRESET_DAYS = [7, 30, 90] as const;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day's midnight in UTC, or null when the text is not a real calendar day. */
function dayStart(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  // 2026-02-30 rolls over to March: not a day.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    return null;
  }
  return time;
}

export function isCalendarDay(day: string): boolean {
  return dayStart(day) !== null;
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: string, days: number): string {
  const start = dayStart(day);
  if (start === null) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a period holds, both ends included (1 for a single day). */
export function periodLength(from: string, to: string): number {
  const a = dayStart(from);
  const b = dayStart(to);
  if (a === null || b === null) throw new RangeError(`Not a period: ${from} to ${to}`);
  return Math.round((b - a) / DAY_MS) + 1;
}

/** Every day of a period, in order. */
export function periodDays(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, periodLength(from, to)) }, (_, i) => addDays(from, i));
}

export interface Period {
  from: string;
  to: string;
}

/** The period of the same length that ends the day before this one starts. */
export function previousPeriod({ from, to }: Period): Period {
  const length = periodLength(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** Today in Portland, as `YYYY-MM-DD`. */
export function portlandDay(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ANALYTICS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The last `days` days, today included. */
export function lastDays(days: number, today: string): Period {
  return { from: addDays(today, 1 - days), to: today };
}

/** The Monday of the week `day` falls in (weeks run Monday to Sunday). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
