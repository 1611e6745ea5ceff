import { describe, expect, it } from 'vitest';
import {
  formatDayHours,
  openNow,
  portlandWeekMinute,
  type TOpeningHours,
  ZOpeningHours,
} from './opening-hours.ts';

const CLOSED = { closed: true, open: null, close: null };
const day = (open: string, close: string) => ({ closed: false, open, close });
const WEEK: TOpeningHours = {
  monday: CLOSED,
  tuesday: day('11:00', '22:00'),
  wednesday: day('11:00', '22:00'),
  thursday: day('11:00', '22:00'),
  friday: day('16:00', '01:00'),
  saturday: day('16:00', '01:00'),
  sunday: day('10:00', '15:00'),
};

describe('openNow, in Portland time', () => {
  it.each([
    // Tuesday 2026-11-24, EST (UTC-5): 15:00 UTC is 10:00 in Portland.
    ['before opening on a Tuesday', '2026-11-24T15:59:00Z', 'closed'],
    ['at opening on a Tuesday', '2026-11-24T16:00:00Z', 'open'],
    ['the last minute before closing', '2026-11-25T02:59:00Z', 'open'],
    ['at closing', '2026-11-25T03:00:00Z', 'closed'],
    // Friday 16:00 to Saturday 01:00: Saturday 00:30 in Portland is Friday's night.
    ["after midnight on Friday's late night", '2026-11-28T05:30:00Z', 'open'],
    ["after Friday's late night ends", '2026-11-28T06:00:00Z', 'closed'],
    // Monday is a closed day: noon on Monday is closed.
    ['on a Monday it is closed', '2026-11-30T17:00:00Z', 'closed'],
    // Summer time (EDT, UTC-4): Tuesday 2026-07-07 10:30 in Portland is 14:30 UTC.
    ['in summer time, by Portland clocks', '2026-07-07T15:00:00Z', 'open'],
    ['in summer time, an hour earlier', '2026-07-07T14:30:00Z', 'closed'],
  ])('%s', (_case, at, expected) => {
    expect(openNow(WEEK, new Date(at))).toBe(expected);
  });

  it('is null without hours', () => {
    expect(openNow(null, new Date())).toBeNull();
  });

  it('reads the Portland day, not the UTC one', () => {
    // 03:30 UTC Wednesday is 22:30 Tuesday in Portland.
    expect(portlandWeekMinute(new Date('2026-11-25T03:30:00Z'))).toEqual({
      day: 'tuesday',
      minute: 22 * 60 + 30,
    });
  });
});

describe('the week as stored and shown', () => {
  it('drops the times of a closed day and keeps an open one', () => {
    const parsed = ZOpeningHours.parse({ ...WEEK, monday: { closed: true, open: '09:00', close: '17:00' } });
    expect(parsed.monday).toEqual(CLOSED);
    expect(parsed.friday).toEqual(day('16:00', '01:00'));
  });

  it('reads a day left with neither time as closed, and still refuses a day with one time only', () => {
    const blank = { closed: false, open: '', close: '' };
    const parsed = ZOpeningHours.parse({
      ...WEEK,
      monday: blank,
      tuesday: { closed: false, open: null, close: null },
    });
    expect([parsed.monday, parsed.tuesday]).toEqual([CLOSED, CLOSED]);
    const half = ZOpeningHours.safeParse({ ...WEEK, monday: { closed: false, open: '09:00', close: '' } });
    expect(half.success).toBe(false);
  });

  it('reads as a table row', () => {
    expect(formatDayHours(day('00:00', '12:30'))).toBe('12:00 AM – 12:30 PM');
    expect(formatDayHours(day('16:00', '01:00'))).toBe('4:00 PM – 1:00 AM');
    expect(formatDayHours(CLOSED)).toBe('Closed');
  });
});
