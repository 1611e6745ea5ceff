import { describe, expect, it } from 'vitest';
import { blocksToSchedule, groupShifts, normaliseSchedule, scheduleHours } from './schedule.ts';

describe('normaliseSchedule', () => {
  it('reads a list of camelCase entries', () => {
    expect(normaliseSchedule([{ id: 'a', day: 'monday', startTime: '18:00', endTime: '02:00' }])).toEqual([
      { day: 'monday', startTime: '18:00', endTime: '02:00' },
    ]);
  });

  it('reads a JSON string of snake_case entries', () => {
    const raw = JSON.stringify([
      { day: 'friday', start_time: '16:00', end_time: '23:00' },
      { day: 'saturday', start_time: '16:00:00', end_time: '00:00:00' },
    ]);
    expect(normaliseSchedule(raw)).toEqual([
      { day: 'friday', startTime: '16:00', endTime: '23:00' },
      { day: 'saturday', startTime: '16:00', endTime: '00:00' },
    ]);
  });

  it('expands an entry with a list of days into one entry per day', () => {
    expect(
      normaliseSchedule([{ days: ['tuesday', 'Thursday'], startTime: '6:00', endTime: '14:00' }]),
    ).toEqual([
      { day: 'tuesday', startTime: '06:00', endTime: '14:00' },
      { day: 'thursday', startTime: '06:00', endTime: '14:00' },
    ]);
  });

  it('accepts a single day under days', () => {
    expect(normaliseSchedule([{ days: 'sunday', startTime: '10:00', endTime: '16:00' }])).toEqual([
      { day: 'sunday', startTime: '10:00', endTime: '16:00' },
    ]);
  });

  it('prefers camelCase when both spellings are present', () => {
    expect(
      normaliseSchedule([
        { day: 'monday', startTime: '09:00', start_time: '10:00', endTime: '17:00', end_time: '18:00' },
      ]),
    ).toEqual([{ day: 'monday', startTime: '09:00', endTime: '17:00' }]);
  });

  it('skips entries it cannot read', () => {
    expect(
      normaliseSchedule([
        null,
        'monday',
        { day: 'funday', startTime: '09:00', endTime: '17:00' },
        { day: 'monday', startTime: 'nine', endTime: '17:00' },
        { day: 'monday', endTime: '17:00' },
        { day: 'tuesday', startTime: '09:00', endTime: '17:00' },
      ]),
    ).toEqual([{ day: 'tuesday', startTime: '09:00', endTime: '17:00' }]);
  });

  it.each([[null], [undefined], ['not json'], ['{"day":"monday"}'], [42], [{}]])(
    'gives an empty list for %j',
    (raw) => {
      expect(normaliseSchedule(raw)).toEqual([]);
    },
  );
});

describe('groupShifts', () => {
  it('groups identical start and end times with days in week order', () => {
    const groups = groupShifts([
      { day: 'saturday', startTime: '18:00', endTime: '02:00' },
      { day: 'tuesday', startTime: '10:00', endTime: '16:00' },
      { day: 'friday', startTime: '18:00', endTime: '02:00' },
      { day: 'monday', startTime: '10:00', endTime: '16:00' },
      { day: 'sunday', startTime: '18:00', endTime: '02:00' },
    ]);
    expect(groups).toEqual([
      { startTime: '10:00', endTime: '16:00', days: ['monday', 'tuesday'] },
      { startTime: '18:00', endTime: '02:00', days: ['friday', 'saturday', 'sunday'] },
    ]);
  });

  it('keeps a different end time in its own group', () => {
    const groups = groupShifts([
      { day: 'friday', startTime: '18:00', endTime: '02:00' },
      { day: 'friday', startTime: '18:00', endTime: '23:00' },
    ]);
    expect(groups).toHaveLength(2);
  });

  it('orders groups sharing a first day by start time', () => {
    const groups = groupShifts([
      { day: 'monday', startTime: '16:00', endTime: '23:00' },
      { day: 'monday', startTime: '06:00', endTime: '14:00' },
    ]);
    expect(groups.map((g) => g.startTime)).toEqual(['06:00', '16:00']);
  });

  it('lists a repeated day once', () => {
    const groups = groupShifts([
      { day: 'monday', startTime: '06:00', endTime: '14:00' },
      { day: 'monday', startTime: '06:00', endTime: '14:00' },
    ]);
    expect(groups).toEqual([{ startTime: '06:00', endTime: '14:00', days: ['monday'] }]);
  });

  it('gives no groups for no shifts', () => {
    expect(groupShifts([])).toEqual([]);
  });
});

describe('blocksToSchedule and scheduleHours', () => {
  const blocks = [
    { days: ['saturday', 'friday'] as const, startTime: '18:00', endTime: '02:00' },
    { days: ['monday'] as const, startTime: '10:00', endTime: '16:00' },
  ];

  it('expands blocks into one entry per day in week order', () => {
    expect(blocksToSchedule(blocks)).toEqual([
      { day: 'monday', startTime: '10:00', endTime: '16:00' },
      { day: 'friday', startTime: '18:00', endTime: '02:00' },
      { day: 'saturday', startTime: '18:00', endTime: '02:00' },
    ]);
  });

  it('round-trips through groupShifts', () => {
    expect(groupShifts(blocksToSchedule(blocks))).toEqual([
      { startTime: '10:00', endTime: '16:00', days: ['monday'] },
      { startTime: '18:00', endTime: '02:00', days: ['friday', 'saturday'] },
    ]);
  });

  it('sums hours across every entry, wrapping overnight shifts', () => {
    expect(scheduleHours(blocksToSchedule(blocks))).toBe(22);
    expect(scheduleHours([])).toBe(0);
  });
});
