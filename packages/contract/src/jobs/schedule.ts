import { DAYS, type Day } from './enums.ts';
import type { TShift } from './schedule.schema.ts';
import { normaliseTime, shiftHours } from './time-of-day.ts';

/** The form's shift block: several days sharing one start and end. */
export interface ShiftBlock {
  days: readonly Day[];
  startTime: string;
  endTime: string;
}

/** A group of days sharing one shift; also the form's block shape when editing a job. */
export interface ShiftGroup {
  startTime: string;
  endTime: string;
  days: Day[];
}

const DAY_SET: ReadonlySet<string> = new Set(DAYS);
const dayIndex = (day: Day): number => DAYS.indexOf(day);

function asDay(value: unknown): Day | null {
  if (typeof value !== 'string') return null;
  const day = value.trim().toLowerCase();
  return DAY_SET.has(day) ? (day as Day) : null;
}

function pickTime(entry: Record<string, unknown>, camel: string, snake: string): string | null {
  const value = entry[camel] ?? entry[snake];
  return typeof value === 'string' ? normaliseTime(value) : null;
}

/**
 * Reads schedule_data however it was stored: a list or a JSON string of one, entries keyed
 * startTime or start_time, endTime or end_time, and day (one) or days (a list). Returns one
 * entry per day. Anything unreadable is skipped rather than thrown: a job page should still
 * render when one old entry is malformed.
 */
export function normaliseSchedule(raw: unknown): TShift[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];

  const shifts: TShift[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const startTime = pickTime(record, 'startTime', 'start_time');
    const endTime = pickTime(record, 'endTime', 'end_time');
    if (!startTime || !endTime) continue;
    const rawDays = Array.isArray(record.days) ? record.days : [record.day ?? record.days];
    for (const value of rawDays) {
      const day = asDay(value);
      if (day) shifts.push({ day, startTime, endTime });
    }
  }
  return shifts;
}

/**
 * Groups shifts with the same start and end so the schedule reads "Mon, Wed, Fri 6:00 PM -
 * 2:00 AM". Days inside a group are in week order without repeats; groups are ordered by their
 * first day, then by start time.
 */
export function groupShifts(shifts: readonly TShift[]): ShiftGroup[] {
  const groups = new Map<string, { startTime: string; endTime: string; days: Set<Day> }>();
  for (const shift of shifts) {
    const key = `${shift.startTime}-${shift.endTime}`;
    const group = groups.get(key) ?? { startTime: shift.startTime, endTime: shift.endTime, days: new Set() };
    group.days.add(shift.day);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => ({ startTime: g.startTime, endTime: g.endTime, days: [...g.days].sort(byWeekOrder) }))
    .sort((a, b) => dayIndex(a.days[0]!) - dayIndex(b.days[0]!) || a.startTime.localeCompare(b.startTime));
}

function byWeekOrder(a: Day, b: Day): number {
  return dayIndex(a) - dayIndex(b);
}

/** Expands form shift blocks into schedule_data entries (one per day), in week order. */
export function blocksToSchedule(blocks: readonly ShiftBlock[]): TShift[] {
  return blocks
    .flatMap((b) => b.days.map((day) => ({ day, startTime: b.startTime, endTime: b.endTime })))
    .sort((a, b) => byWeekOrder(a.day, b.day) || a.startTime.localeCompare(b.startTime));
}

/** Total hours across every shift in a schedule (each entry is one day's shift). */
export function scheduleHours(shifts: readonly TShift[]): number {
  return shifts.reduce((sum, s) => sum + shiftHours(s.startTime, s.endTime), 0);
}
