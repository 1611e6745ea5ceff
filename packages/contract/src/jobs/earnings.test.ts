import { describe, expect, it } from 'vitest';
import { earningsExample } from './earnings.ts';

const tipped = { base_hourly_pay: 15, is_tipped_role: true, estimated_tips_hourly: 8 };

describe('earningsExample', () => {
  it('multiplies rate, hours per shift and minimum shifts, with tips', () => {
    expect(
      earningsExample({
        ...tipped,
        minimum_shifts_per_week: 2,
        schedule_data: [
          { day: 'friday', startTime: '16:00', endTime: '22:00' },
          { day: 'saturday', startTime: '16:00', endTime: '22:00' },
        ],
      }),
    ).toEqual({ rate: 23, hoursPerShift: 6, shiftsPerWeek: 2, weekly: 276, biweekly: 552 });
  });

  it('uses base pay alone for an untipped role', () => {
    expect(
      earningsExample({
        base_hourly_pay: 20,
        is_tipped_role: false,
        estimated_tips_hourly: 8,
        minimum_shifts_per_week: 1,
        schedule_data: [{ day: 'monday', startTime: '09:00', endTime: '17:00' }],
      }),
    ).toEqual({ rate: 20, hoursPerShift: 8, shiftsPerWeek: 1, weekly: 160, biweekly: 320 });
  });

  it('wraps an overnight shift past midnight', () => {
    const example = earningsExample({
      ...tipped,
      minimum_shifts_per_week: 1,
      schedule_data: [{ day: 'saturday', startTime: '18:00', endTime: '02:00' }],
    });
    expect(example?.hoursPerShift).toBe(8);
    expect(example?.weekly).toBe(184);
  });

  it('counts a bar close (20:00-02:00) as 6 hours and a bakery opening (04:00-12:00) as 8', () => {
    const example = earningsExample({
      ...tipped,
      minimum_shifts_per_week: 1,
      schedule_data: [
        { day: 'friday', startTime: '20:00', endTime: '02:00' },
        { day: 'monday', startTime: '04:00', endTime: '12:00' },
      ],
    });
    expect(example?.hoursPerShift).toBe(6);
    expect(example?.fullSchedule?.hours).toBe(14);
  });

  it('adds the full schedule when it pays more than the minimum', () => {
    const example = earningsExample({
      ...tipped,
      minimum_shifts_per_week: 2,
      schedule_data: [
        { day: 'thursday', startTime: '17:00', endTime: '23:00' },
        { day: 'friday', startTime: '18:00', endTime: '02:00' },
        { day: 'saturday', startTime: '18:00', endTime: '02:00' },
      ],
    });
    // The minimum example counts the shortest shift (6 h); the full week is 6 + 8 + 8 = 22 h.
    expect(example).toEqual({
      rate: 23,
      hoursPerShift: 6,
      shiftsPerWeek: 2,
      weekly: 276,
      biweekly: 552,
      fullSchedule: { hours: 22, weekly: 506, biweekly: 1012 },
    });
  });

  it('leaves out the full schedule when it is no larger', () => {
    const example = earningsExample({
      ...tipped,
      minimum_shifts_per_week: 2,
      schedule_data: [
        { day: 'friday', startTime: '16:00', endTime: '22:00' },
        { day: 'saturday', startTime: '16:00', endTime: '22:00' },
      ],
    });
    expect(example).not.toHaveProperty('fullSchedule');
  });

  it('reads schedule_data stored as a JSON string with snake_case keys', () => {
    const example = earningsExample({
      ...tipped,
      minimum_shifts_per_week: 1,
      schedule_data: JSON.stringify([{ day: 'monday', start_time: '10:00', end_time: '14:00' }]),
    });
    expect(example).toMatchObject({ hoursPerShift: 4, weekly: 92 });
  });

  it('treats a missing minimum as one shift and caps it at seven', () => {
    const schedule = [{ day: 'monday', startTime: '10:00', endTime: '14:00' }];
    expect(earningsExample({ ...tipped, schedule_data: schedule })?.shiftsPerWeek).toBe(1);
    expect(
      earningsExample({ ...tipped, schedule_data: schedule, minimum_shifts_per_week: 12 })?.shiftsPerWeek,
    ).toBe(7);
    expect(
      earningsExample({ ...tipped, schedule_data: schedule, minimum_shifts_per_week: 0 })?.shiftsPerWeek,
    ).toBe(1);
  });

  it('rounds money to the cent', () => {
    const example = earningsExample({
      base_hourly_pay: 15.1,
      is_tipped_role: false,
      minimum_shifts_per_week: 3,
      schedule_data: [{ day: 'monday', startTime: '10:00', endTime: '13:00' }],
    });
    expect(example?.weekly).toBe(135.9);
    expect(example?.biweekly).toBe(271.8);
  });

  it.each([
    ['no schedule', { ...tipped, schedule_data: [] }],
    ['a missing schedule', { ...tipped }],
    ['an unreadable schedule', { ...tipped, schedule_data: 'oops' }],
    [
      'only zero-length shifts',
      { ...tipped, schedule_data: [{ day: 'monday', startTime: '10:00', endTime: '10:00' }] },
    ],
    [
      'no base pay',
      { is_tipped_role: true, schedule_data: [{ day: 'monday', startTime: '10:00', endTime: '14:00' }] },
    ],
  ])('is null with %s', (_, job) => {
    expect(earningsExample(job)).toBeNull();
  });
});
