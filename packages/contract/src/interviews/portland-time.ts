import { isCalendarDate } from '../profile/calendar-date.ts';
import { INTERVIEW_TIME_ZONE } from './interview-rules.ts';

/**
 * Portland wall-clock time and instants (decision 090). Interviews are typed as a date and a start
 * in Portland and stored as the instant; both daylight-saving nights have a rule: a start that
 * does not exist (02:00-02:59 on the spring night) is refused, and one that happens twice (01:00-
 * 01:59 on the autumn night) is the first, daylight time.
 */

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: INTERVIEW_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Portland's date (YYYY-MM-DD) and start (HH:MM) of an instant. */
export function portlandWallTime(at: Date): { date: string; start: string } {
  const part = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, start: `${part.hour}:${part.minute}` };
}

const START = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isStartTime = (text: string) => START.test(text);

/** Each instant a Portland date and start names: none (the spring hour), one, or two (the autumn hour). */
function portlandInstants(date: string, start: string): Date[] {
  if (!isCalendarDate(date) || !isStartTime(start)) return [];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = start.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  // Portland is 4 hours (daylight time) or 5 hours (standard time) behind UTC.
  return [4, 5]
    .map((offsetHours) => new Date(asUtc + offsetHours * 3_600_000))
    .filter((instant) => {
      const wall = portlandWallTime(instant);
      return wall.date === date && wall.start === start;
    });
}

/**
 * The instant of a Portland date and start, or null when that wall-clock time does not exist
 * (the spring-forward hour). Of two instants (the autumn hour that repeats) the first, as RFC
 * 5545 reads such a time; interviews refuse those (see `portlandTimeProblem`).
 */
export function portlandInstant(date: string, start: string): Date | null {
  return portlandInstants(date, start)[0] ?? null;
}

/** Why a Portland date and start names no single instant: skipped (spring) or repeated (autumn). */
export function portlandTimeProblem(date: string, start: string): 'skipped' | 'repeated' | null {
  const instants = portlandInstants(date, start);
  if (instants.length === 0) return 'skipped';
  return instants.length > 1 ? 'repeated' : null;
}

const LOCALE_TAGS: Record<string, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA', pt: 'pt-BR' };

/** An interview's time as people read it, in Portland, in a language: 'Tue, Dec 8, 3:00 PM'. */
export function formatInterviewTime(at: Date | string, language = 'en'): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language] ?? 'en-US', {
    timeZone: INTERVIEW_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(typeof at === 'string' ? new Date(at) : at);
}
