import { describe, expect, it } from 'vitest';
import { defaultExpiry, employmentTypeForHours, weeklyHoursFromBlocks } from './derive.ts';

describe('employmentTypeForHours', () => {
  it.each([
    [0, 'part-time'],
    [29.5, 'part-time'],
    [30, 'full-time'],
    [40, 'full-time'],
  ])('%d weekly hours is %s', (hours, type) => {
    expect(employmentTypeForHours(hours)).toBe(type);
  });
});

describe('weeklyHoursFromBlocks', () => {
  it('multiplies each block by its days and sums', () => {
    expect(
      weeklyHoursFromBlocks([
        { days: ['friday', 'saturday'], startTime: '18:00', endTime: '02:00' },
        { days: ['sunday'], startTime: '10:00', endTime: '15:30' },
      ]),
    ).toBe(21.5);
  });

  it('is at least 1, even with no blocks or no days', () => {
    expect(weeklyHoursFromBlocks([])).toBe(1);
    expect(weeklyHoursFromBlocks([{ days: [], startTime: '09:00', endTime: '17:00' }])).toBe(1);
    expect(weeklyHoursFromBlocks([{ days: ['monday'], startTime: '09:00', endTime: '09:30' }])).toBe(1);
  });
});

describe('defaultExpiry', () => {
  it('is 30 days after posting', () => {
    expect(defaultExpiry(new Date(2026, 2, 5, 9, 30))).toEqual(new Date(2026, 3, 4, 9, 30));
  });

  it('accepts an ISO string', () => {
    // No daylight-saving change falls between these dates in the zones the tests run in.
    expect(defaultExpiry('2026-01-10T15:00:00.000Z').toISOString()).toBe('2026-02-09T15:00:00.000Z');
  });

  it('keeps the local clock time across a daylight-saving change', () => {
    const expiry = defaultExpiry(new Date(2026, 2, 1, 10, 0));
    expect([expiry.getMonth(), expiry.getDate(), expiry.getHours()]).toEqual([2, 31, 10]);
  });
});
