import { describe, expect, it } from 'vitest';
import { ZInterviewInvite } from './interviews.schema.ts';
import {
  formatInterviewTime,
  portlandInstant,
  portlandTimeProblem,
  portlandWallTime,
} from './portland-time.ts';

// Interview times are Portland wall-clock times stored as instants (decision 090); both
// daylight-saving nights of 2026 have a rule.

describe('Portland interview times', () => {
  it('turn a Portland date and start into the instant, in daylight and standard time', () => {
    expect(portlandInstant('2026-07-14', '15:00')?.toISOString()).toBe('2026-07-14T19:00:00.000Z');
    expect(portlandInstant('2026-12-08', '15:00')?.toISOString()).toBe('2026-12-08T20:00:00.000Z');
  });

  it('on the spring night (2026-03-08) refuse the skipped hour and keep the hours around it', () => {
    expect(portlandInstant('2026-03-08', '01:30')?.toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(portlandInstant('2026-03-08', '02:00')).toBeNull();
    expect(portlandInstant('2026-03-08', '02:30')).toBeNull();
    expect(portlandInstant('2026-03-08', '03:00')?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(portlandInstant('2026-03-08', '15:00')?.toISOString()).toBe('2026-03-08T19:00:00.000Z');
  });

  it('on the autumn night (2026-11-01) take the first of the repeated hour and keep the hours around it', () => {
    expect(portlandInstant('2026-11-01', '00:30')?.toISOString()).toBe('2026-11-01T04:30:00.000Z');
    expect(portlandInstant('2026-11-01', '01:30')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(portlandInstant('2026-11-01', '02:00')?.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(portlandInstant('2026-11-01', '15:00')?.toISOString()).toBe('2026-11-01T20:00:00.000Z');
  });

  it('read back as the same wall-clock time, and read as people write it', () => {
    for (const [date, start] of [
      ['2026-03-08', '03:30'],
      ['2026-11-01', '01:15'],
      ['2026-11-01', '23:45'],
    ] as const) {
      expect(portlandWallTime(portlandInstant(date, start)!)).toEqual({ date, start });
    }
    expect(formatInterviewTime('2026-12-08T20:00:00.000Z')).toBe('Tue, Dec 8, 3:00 PM');
  });

  it('are refused in the contract when they do not exist, happen twice, or repeat', () => {
    const twiceThatNight = ZInterviewInvite.safeParse({
      slots: [{ date: '2026-11-01', start: '01:30', minutes: 30 }],
    });
    expect(twiceThatNight.error?.issues[0]?.message).toContain('happens twice');
    expect(portlandTimeProblem('2026-11-01', '01:00')).toBe('repeated');
    expect(portlandTimeProblem('2026-11-01', '02:00')).toBeNull();
    expect(portlandTimeProblem('2026-03-08', '02:00')).toBe('skipped');
    expect(portlandTimeProblem('2026-03-08', '03:00')).toBeNull();
    const skipped = ZInterviewInvite.safeParse({
      slots: [{ date: '2026-03-08', start: '02:15', minutes: 30 }],
    });
    expect(skipped.error?.issues[0]?.message).toContain('does not exist');
    const twice = ZInterviewInvite.safeParse({
      slots: [
        { date: '2026-12-08', start: '15:00', minutes: 30 },
        { date: '2026-12-08', start: '15:00', minutes: 45 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('Each time can be offered once');
    expect(
      ZInterviewInvite.parse({ slots: [{ date: '2026-12-08', start: '15:00', minutes: 30 }] }).place,
    ).toBe('business');
  });
});
