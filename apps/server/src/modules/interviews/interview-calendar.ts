import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  INTERVIEW_LABELS,
  INTERVIEW_TIME_ZONE,
  interviewEventTitle,
  portlandWallTime,
  type Translate,
} from '@perks/contract';
import { createEvent } from 'ics';
import { deriveKey } from '../../lib/derive-key.ts';

/**
 * An interview as an RFC 5545 calendar file (decision 090), written by the `ics` library: its
 * start and end are Portland wall-clock times with `TZID=America/New_York` and the zone's own VTIMEZONE
 * (the United States rules since 2007), so a calendar anywhere shows the right instant and a
 * calendar in Portland the time that was agreed.
 */

/** America/New_York's daylight and standard time rules, as RFC 5545 writes a zone. */
const NEW_YORK_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${INTERVIEW_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface CalendarInterview {
  id: string;
  starts_at: Date;
  minutes: number;
  place: 'business' | 'phone';
  address: string | null;
  with_whom: string | null;
  note: string | null;
}

/** The Portland wall-clock time of an instant as the library's date array (read as written, in no zone). */
function wallArray(at: Date): [number, number, number, number, number] {
  const { date, start } = portlandWallTime(at);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = start.split(':').map(Number) as [number, number];
  return [y, m, d, h, min];
}

export function interviewCalendar(
  interview: CalendarInterview,
  words: { businessName: string; jobTitle: string },
  t: Translate,
): string {
  const [y, m, d, h, min] = wallArray(interview.starts_at);
  const endsAt = new Date(interview.starts_at.getTime() + interview.minutes * 60_000);
  const [ey, em, ed, eh, emin] = wallArray(endsAt);
  // Given and written as UTC so the server's own zone never moves it; the Z is then replaced by the TZID.
  const { error, value } = createEvent({
    uid: `interview-${interview.id}@industry-perks`,
    productId: 'industry-perks/interviews',
    title: interviewEventTitle(words, t),
    start: Date.UTC(y, m - 1, d, h, min),
    startInputType: 'utc',
    startOutputType: 'utc',
    // The end as a time too: parsers add a duration to the wall clock, wrong across a change.
    end: Date.UTC(ey, em - 1, ed, eh, emin),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: interview.place === 'phone' ? t(INTERVIEW_LABELS.phone) : (interview.address ?? undefined),
    description: [interview.with_whom, interview.note].filter(Boolean).join('\n') || undefined,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  const local = (parts: number[]) => {
    const [py, pm, pd, ph, pmin] = parts.map((part) => String(part).padStart(2, '0'));
    return `${py}${pm}${pd}T${ph}${pmin}00`;
  };
  const start = local([y, m, d, h, min]);
  const end = local([ey, em, ed, eh, emin]);
  return value
    .replace(`DTSTART:${start}Z`, `DTSTART;TZID=${INTERVIEW_TIME_ZONE}:${start}`)
    .replace(`DTEND:${end}Z`, `DTEND;TZID=${INTERVIEW_TIME_ZONE}:${end}`)
    .replace('BEGIN:VEVENT', `${NEW_YORK_ZONE}\r\nBEGIN:VEVENT`);
}

/** The key that lets a calendar link work without signing in (in the confirmation e-mail). */
function calendarKey(jwtSecret: string, interviewId: string): string {
  return createHmac('sha256', deriveKey(jwtSecret, 'interview-calendar'))
    .update(interviewId)
    .digest('base64url')
    .slice(0, 32);
}

export function calendarKeyMatches(jwtSecret: string, interviewId: string, key: string): boolean {
  const expected = Buffer.from(calendarKey(jwtSecret, interviewId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where a calendar file is downloaded, with the key that opens it without signing in. */
export const calendarPath = (jwtSecret: string, interviewId: string) =>
  `/api/v1/interviews/${interviewId}/calendar.ics?key=${calendarKey(jwtSecret, interviewId)}`;
