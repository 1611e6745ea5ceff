import { randomUUID } from 'node:crypto';
import { blocksToSchedule, type Day, type ShiftBlock } from '@perks/contract';
import type { ScheduleShift } from '../schema/index.ts';

const WEEKDAYS: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const WEEKEND: Day[] = ['saturday', 'sunday'];

/**
 * Typical shift patterns, on the hour as the schedule builder offers them. An end earlier than the
 * start runs past midnight.
 */
const SHIFT_PATTERNS = {
  dinner5: [
    {
      days: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
      startTime: '16:00',
      endTime: '23:00',
    },
  ],
  dinner4: [{ days: ['wednesday', 'thursday', 'friday', 'saturday'], startTime: '16:00', endTime: '22:00' }],
  brunchWeekend: [{ days: WEEKEND, startTime: '08:00', endTime: '15:00' }],
  lateBar: [{ days: ['thursday', 'friday', 'saturday'], startTime: '18:00', endTime: '02:00' }],
  lateBar5: [
    { days: ['wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '17:00', endTime: '01:00' },
  ],
  cafeOpen: [{ days: WEEKDAYS, startTime: '06:00', endTime: '14:00' }],
  cafeWeekend: [{ days: WEEKEND, startTime: '07:00', endTime: '14:00' }],
  lunch: [{ days: WEEKDAYS, startTime: '10:00', endTime: '15:00' }],
  office: [{ days: WEEKDAYS, startTime: '09:00', endTime: '17:00' }],
  hotelAm: [{ days: WEEKDAYS, startTime: '07:00', endTime: '15:00' }],
  hotelPm: [
    { days: ['wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '15:00', endTime: '23:00' },
  ],
  events: [{ days: ['friday', 'saturday'], startTime: '16:00', endTime: '00:00' }],
  management: [
    {
      days: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
      startTime: '10:00',
      endTime: '19:00',
    },
  ],
  lineCheck: [{ days: ['monday'], startTime: '09:00', endTime: '14:00' }],
  split: [
    { days: ['monday', 'wednesday'], startTime: '11:00', endTime: '15:00' },
    { days: ['friday', 'saturday'], startTime: '17:00', endTime: '23:00' },
  ],
} satisfies Record<string, ShiftBlock[]>;

export type ShiftPattern = keyof typeof SHIFT_PATTERNS;

/** The pattern as stored in schedule_data: one entry per day, as the job form saves it. */
export function scheduleFor(pattern: ShiftPattern): ScheduleShift[] {
  return blocksToSchedule(SHIFT_PATTERNS[pattern]).map((shift) => ({ id: randomUUID(), ...shift }));
}
