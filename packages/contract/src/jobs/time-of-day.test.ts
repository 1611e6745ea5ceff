import { describe, expect, it } from 'vitest';
import { ZTimeOfDay } from './time-of-day.schema.ts';
import { formatTime12h, minutesOfDay, normaliseTime, shiftHours } from './time-of-day.ts';

describe('shiftHours', () => {
  it.each([
    ['09:00', '17:00', 8],
    ['18:00', '02:00', 8],
    ['16:00', '00:00', 8],
    ['22:00', '06:00', 8],
    ['18:30', '02:00', 7.5],
    ['06:00', '14:00', 8],
    ['10:00', '10:00', 0],
  ])('%s to %s is %d hours', (start, end, hours) => {
    expect(shiftHours(start, end)).toBe(hours);
  });

  it('counts an unreadable time as no hours', () => {
    expect(shiftHours('6pm', '02:00')).toBe(0);
    expect(shiftHours('25:00', '02:00')).toBe(0);
  });
});

describe('formatTime12h', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['01:00', '1:00 AM'],
    ['06:00', '6:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:00', '1:00 PM'],
    ['18:00', '6:00 PM'],
    ['23:00', '11:00 PM'],
    ['18:00:00', '6:00 PM'],
  ])('%s reads %s', (time, label) => {
    expect(formatTime12h(time)).toBe(label);
  });

  it('returns unreadable text unchanged', () => {
    expect(formatTime12h('late')).toBe('late');
  });
});

describe('time parsing', () => {
  it('reads H:MM, HH:MM and HH:MM:SS', () => {
    expect(minutesOfDay('6:00')).toBe(360);
    expect(minutesOfDay('06:15')).toBe(375);
    expect(minutesOfDay('23:59:59')).toBe(1439);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('12:60')).toBeNull();
  });

  it('normalises to HH:MM', () => {
    expect(normaliseTime('6:00')).toBe('06:00');
    expect(normaliseTime('18:00:00')).toBe('18:00');
    expect(normaliseTime('nope')).toBeNull();
  });

  it('validates stored times strictly as HH:MM', () => {
    expect(ZTimeOfDay.safeParse('18:00').success).toBe(true);
    expect(ZTimeOfDay.safeParse('6:00').success).toBe(false);
    expect(ZTimeOfDay.safeParse('24:00').error?.issues[0]?.message).toBe('Time must be HH:MM (24-hour)');
  });
});
