import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { expiryLabel, formatDisplayDate, formTimeAgo, jobListTimeAgo, jobPostedLabel } from './time-ago.ts';

// Local-time constructors keep every case independent of the machine's time zone.
const now = new Date(2026, 2, 15, 12, 0, 0);
const minutes = (n: number) => new Date(now.getTime() - n * 60_000);
const hours = (n: number) => minutes(n * 60);
const days = (n: number) => hours(n * 24);

describe('jobListTimeAgo', () => {
  it.each([
    ['just now', minutes(0), 'Recently posted'],
    ['59 minutes ago', minutes(59), 'Recently posted'],
    ['exactly an hour ago', hours(1), '1 hour ago'],
    ['two hours ago', hours(2), '2 hours ago'],
    ['23 h 59 min ago', minutes(24 * 60 - 1), '23 hours ago'],
    ['exactly 24 hours ago', hours(24), '1 day ago'],
    ['47 hours ago', hours(47), '1 day ago'],
    ['two days ago', days(2), '2 days ago'],
    ['exactly 7 days ago', days(7), '7 days ago'],
    ['a minute over 7 days', minutes(7 * 24 * 60 + 1), 'Mar 8, 2026'],
    ['a month ago', new Date(2026, 1, 5, 9, 0), 'Feb 5, 2026'],
    ['last year', new Date(2025, 11, 31, 23, 0), 'Dec 31, 2025'],
  ])('%s → %s', (_, postedAt, label) => {
    expect(jobListTimeAgo(postedAt, now)).toBe(label);
  });

  it('says "Recently posted" for a post scheduled in the future', () => {
    expect(jobListTimeAgo(hours(-3), now)).toBe('Recently posted');
  });

  it('reads ISO strings', () => {
    expect(jobListTimeAgo(days(3).toISOString(), now)).toBe('3 days ago');
  });

  it.each([[null], [undefined], [''], ['not a date']])('gives an empty string for %j', (value) => {
    expect(jobListTimeAgo(value, now)).toBe('');
  });
});

describe('jobPostedLabel', () => {
  it.each([
    ['a new post', minutes(5), 'Recently posted'],
    ['a post scheduled ahead', hours(-3), 'Recently posted'],
    ['hours ago', hours(2), 'Posted 2 hours ago'],
    ['days ago', days(3), 'Posted 3 days ago'],
    ['over a week ago', new Date(2026, 1, 5, 9, 0), 'Posted Feb 5, 2026'],
  ])('%s → %s', (_, postedAt, label) => {
    expect(jobPostedLabel(postedAt, now)).toBe(label);
  });

  it('gives an empty string for a missing date', () => {
    expect(jobPostedLabel(null, now)).toBe('');
  });
});

describe('formTimeAgo', () => {
  it.each([
    ['now', minutes(0), 'Just now'],
    ['59 minutes', minutes(59), 'Just now'],
    ['one hour', hours(1), '1h ago'],
    ['three hours', hours(3), '3h ago'],
    ['23 h 59 min', minutes(24 * 60 - 1), '23h ago'],
    ['24 hours', hours(24), '1d ago'],
    ['two days', days(2), '2d ago'],
    ['6 days 23 hours', hours(7 * 24 - 1), '6d ago'],
    ['exactly 7 days', days(7), '1w ago'],
    ['20 days', days(20), '2w ago'],
    ['21 days', days(21), '3w ago'],
  ])('%s ago → %s', (_, date, label) => {
    expect(formTimeAgo(date, now)).toBe(label);
  });

  it('says "Just now" for a future date and "" for none', () => {
    expect(formTimeAgo(hours(-2), now)).toBe('Just now');
    expect(formTimeAgo(null, now)).toBe('');
  });
});

describe('expiryLabel', () => {
  const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);

  it.each([[null], [undefined], ['']])('is null when the job has no expiry (%j)', (value) => {
    expect(expiryLabel(value, now)).toBeNull();
  });

  it.each([
    ['yesterday', at(14, 12), 'Expired'],
    ['a minute ago', at(15, 11, 59), 'Expired'],
    ['this very moment', now, 'Expired'],
    ['later today', at(15, 23, 59), 'Expires today'],
    ['just after midnight', at(16, 0, 0), 'Expires tomorrow'],
    ['late tomorrow', at(16, 23, 59), 'Expires tomorrow'],
    ['the day after tomorrow', at(17, 0, 1), 'Expires in 2 days'],
    ['in six calendar days', at(21, 23, 0), 'Expires in 6 days'],
    ['in seven calendar days', at(22, 0, 30), 'Expires Mar 22, 2026'],
    ['next month', new Date(2026, 3, 14, 12), 'Expires Apr 14, 2026'],
  ])('%s → %s', (_, expiresAt, label) => {
    expect(expiryLabel(expiresAt, now)).toBe(label);
  });

  it('counts calendar days, not 24-hour spans, late in the evening', () => {
    const lateEvening = new Date(2026, 2, 15, 23, 30);
    // Forty minutes away, but after midnight: that is tomorrow.
    expect(expiryLabel(new Date(2026, 2, 16, 0, 10), lateEvening)).toBe('Expires tomorrow');
  });

  it('reads ISO strings', () => {
    expect(expiryLabel(at(18, 9).toISOString(), now)).toBe('Expires in 3 days');
  });
});

describe('formatDisplayDate', () => {
  it("reads as date-fns' 'MMM d, yyyy' on every day of two years", () => {
    for (let day = 0; day < 731; day++) {
      const date = new Date(2025, 0, 1 + day, day % 24, 30);
      expect(formatDisplayDate(date)).toBe(format(date, 'MMM d, yyyy'));
    }
  });

  it('pads an early year to four digits, as yyyy does', () => {
    const date = new Date(2026, 8, 9);
    date.setFullYear(987);
    expect(formatDisplayDate(date)).toBe('Sep 9, 0987');
  });
});
