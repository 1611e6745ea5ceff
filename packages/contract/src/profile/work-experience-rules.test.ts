import { describe, expect, it } from 'vitest';
import { isCalendarDate, monthsBetween } from './calendar-date.ts';
import { profileCompletion } from './profile-completion.ts';
import { durationLabel, workExperienceStats } from './work-experience-rules.ts';

const job = (start_date: string, end_date: string | null, extra: Partial<{ is_current: boolean }> = {}) => ({
  start_date,
  end_date,
  is_current: extra.is_current ?? end_date === null,
  position_title: `Job from ${start_date}`,
  company_name: `Company ${start_date}`,
});

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
  });

  it('counts whole months', () => {
    expect(monthsBetween('2024-01-15', '2024-02-14')).toBe(0);
    expect(monthsBetween('2024-01-15', '2024-02-15')).toBe(1);
    expect(monthsBetween('2020-03-01', '2023-03-01')).toBe(36);
  });
});

describe('durationLabel', () => {
  it.each([
    ['2024-01-01', '2024-01-20', '< 1 month'],
    ['2024-01-01', '2024-02-01', '1 month'],
    ['2024-01-01', '2024-06-01', '5 months'],
    ['2022-01-01', '2024-01-01', '2 years'],
    ['2022-01-01', '2023-04-01', '1 year 3 months'],
  ])('%s to %s reads %s', (start, end, label) => {
    expect(durationLabel(job(start, end, { is_current: false }))).toBe(label);
  });

  it('runs a current job until today', () => {
    expect(durationLabel(job('2024-01-01', null), '2024-07-01')).toBe('6 months');
  });
});

describe('workExperienceStats', () => {
  it('is all zero for no jobs', () => {
    expect(workExperienceStats([], '2025-01-01')).toEqual({
      totalJobs: 0,
      yearsExperience: 0,
      currentPosition: null,
      mostRecentCompany: null,
    });
  });

  it('counts overlapping jobs once, to one decimal, and names the current and latest', () => {
    const stats = workExperienceStats(
      [job('2020-01-01', '2022-01-01'), job('2021-01-01', '2022-07-01'), job('2023-01-01', null)],
      '2024-01-01',
    );
    expect(stats).toEqual({
      totalJobs: 3,
      yearsExperience: 3.5,
      currentPosition: 'Job from 2023-01-01',
      mostRecentCompany: 'Company 2023-01-01',
    });
  });
});

describe('profileCompletion', () => {
  it('counts first name, last name, e-mail and a job equally', () => {
    expect(profileCompletion(null, 0)).toBe(0);
    expect(profileCompletion({ first_name: 'Ana', last_name: ' ', email: null }, 0)).toBe(25);
    expect(profileCompletion({ first_name: 'Ana', last_name: 'Ruiz', email: 'a@b.co' }, 2)).toBe(100);
  });
});
