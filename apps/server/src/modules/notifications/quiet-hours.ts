import { QUIET_HOURS } from '@perks/contract';

/**
 * Texts wait for daytime in Portland, whatever the server's own time zone: none goes out from
 * 21:00 to 08:00 America/New_York; one asked for then is held until 08:00.
 */
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: QUIET_HOURS.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localTime(at: Date): LocalTime {
  const values = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return values as unknown as LocalTime;
}

/** The Portland calendar day of an instant, as YYYY-MM-DD. */
export function portlandDay(at: Date): string {
  const { year, month, day } = localTime(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function inQuietHours(at: Date): boolean {
  const { hour } = localTime(at);
  return hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
}

/** Milliseconds Portland's wall clock is ahead of UTC at an instant (negative: -4 h or -5 h). */
function offsetAt(at: Date): number {
  const local = localTime(at);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * When a text asked for at `at` may go: at once outside quiet hours, else the next 08:00 in
 * Portland (the same morning after midnight, the next one from 21:00).
 */
export function nextSendTime(at: Date): Date {
  if (!inQuietHours(at)) return at;
  const local = localTime(at);
  const dayOffset = local.hour >= QUIET_HOURS.startHour ? 1 : 0;
  const wall = Date.UTC(local.year, local.month - 1, local.day + dayOffset, QUIET_HOURS.endHour);
  // 08:00 is never inside a daylight-saving jump (those happen at 02:00), so one offset fits.
  return new Date(wall - offsetAt(new Date(wall - offsetAt(at))));
}

/** The instant Portland's wall clock reads a date and time (one offset fits outside the 02:00 jump). */
function portlandWall(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  near: Date,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(wall - offsetAt(new Date(wall - offsetAt(near))));
}

/**
 * The latest instant at or before `at` when Portland's clock read `time` ('HH:MM'): today's when
 * it has passed, else yesterday's. A daily digest is due when this is after its last one.
 */
export function latestPortlandTime(at: Date, time: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const local = localTime(at);
  const today = portlandWall(local.year, local.month, local.day, hour, minute, at);
  return today <= at ? today : portlandWall(local.year, local.month, local.day - 1, hour, minute, at);
}
