import { randomUUID } from 'node:crypto';
import type { ScheduleShift } from '../schema/index.ts';

type Day = ScheduleShift['day'];
interface Block {
  days: Day[];
  start: string;
  end: string;
}

const WEEKDAYS: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const WEEKEND: Day[] = ['saturday', 'sunday'];

/**
 * Typical shift patterns, written as the schedule builder offers them (starts 06:00-18:00, ends
 * 14:00-23:00 or 00:00-02:00). An end at or before the start wraps past midnight.
 */
const SHIFT_PATTERNS = {
  dinner5: [
    { days: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], start: '16:00', end: '23:00' },
  ],
  dinner4: [{ days: ['wednesday', 'thursday', 'friday', 'saturday'], start: '16:00', end: '22:00' }],
  brunchWeekend: [{ days: WEEKEND, start: '08:00', end: '15:00' }],
  lateBar: [{ days: ['thursday', 'friday', 'saturday'], start: '18:00', end: '02:00' }],
  lateBar5: [
    { days: ['wednesday', 'thursday', 'friday', 'saturday', 'sunday'], start: '17:00', end: '01:00' },
  ],
  cafeOpen: [{ days: WEEKDAYS, start: '06:00', end: '14:00' }],
  cafeWeekend: [{ days: WEEKEND, start: '07:00', end: '14:00' }],
  lunch: [{ days: WEEKDAYS, start: '10:00', end: '15:00' }],
  office: [{ days: WEEKDAYS, start: '09:00', end: '17:00' }],
  hotelAm: [{ days: WEEKDAYS, start: '07:00', end: '15:00' }],
  hotelPm: [
    { days: ['wednesday', 'thursday', 'friday', 'saturday', 'sunday'], start: '15:00', end: '23:00' },
  ],
  events: [{ days: ['friday', 'saturday'], start: '16:00', end: '00:00' }],
  management: [
    { days: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], start: '10:00', end: '19:00' },
  ],
  lineCheck: [{ days: ['monday'], start: '09:00', end: '14:00' }],
  split: [
    { days: ['monday', 'wednesday'], start: '11:00', end: '15:00' },
    { days: ['friday', 'saturday'], start: '17:00', end: '23:00' },
  ],
} satisfies Record<string, Block[]>;

export type ShiftPattern = keyof typeof SHIFT_PATTERNS;

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

/** Length of one shift in hours; an overnight shift (end <= start) wraps past midnight. */
export function shiftHours(start: string, end: string): number {
  const length = minutes(end) - minutes(start);
  return (length > 0 ? length : length + 24 * 60) / 60;
}

/** The pattern as stored in schedule_data: one entry per day, as the job form saves it. */
export function scheduleFor(pattern: ShiftPattern): ScheduleShift[] {
  return SHIFT_PATTERNS[pattern].flatMap((block: Block) =>
    block.days.map((day) => ({ id: randomUUID(), day, startTime: block.start, endTime: block.end })),
  );
}

/** weekly_hours is the sum of the shift lengths, exactly as the form computes it. */
export function weeklyHours(schedule: ScheduleShift[]): number {
  return schedule.reduce((sum, shift) => sum + shiftHours(shift.startTime, shift.endTime), 0);
}
