import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_SORT, JOB_SORT_OPTIONS, jobSortOption, resolveJobSort } from './sort.ts';

describe('JOB_SORT_OPTIONS', () => {
  it('offers the five list sorts with their labels, newest first by default', () => {
    expect(JOB_SORT_OPTIONS.map((o) => [o.label, o.sort_by, o.sort_order])).toEqual([
      ['Newest First', 'posted_at', 'desc'],
      ['Oldest First', 'posted_at', 'asc'],
      ['Title A-Z', 'title', 'asc'],
      ['Company A-Z', 'company', 'asc'],
      ['Highest Pay', 'salary', 'desc'],
    ]);
    expect(DEFAULT_JOB_SORT.label).toBe('Newest First');
  });
});

describe('resolveJobSort', () => {
  it('defaults to newest first', () => {
    expect(resolveJobSort({})).toEqual({ sort_by: 'posted_at', sort_order: 'desc' });
  });

  it.each([
    ['title', 'asc'],
    ['company', 'asc'],
    ['salary', 'desc'],
    ['posted_at', 'desc'],
  ] as const)('gives %s its natural direction when none is named', (sort_by, sort_order) => {
    expect(resolveJobSort({ sort_by })).toEqual({ sort_by, sort_order });
  });

  it('keeps an explicit direction', () => {
    expect(resolveJobSort({ sort_by: 'salary', sort_order: 'asc' })).toEqual({
      sort_by: 'salary',
      sort_order: 'asc',
    });
  });
});

describe('jobSortOption', () => {
  it('finds the option for a pair', () => {
    expect(jobSortOption('posted_at', 'asc').label).toBe('Oldest First');
    expect(jobSortOption('salary').label).toBe('Highest Pay');
  });

  it('falls back to the default for a pair the list does not offer', () => {
    expect(jobSortOption('title', 'desc')).toBe(DEFAULT_JOB_SORT);
  });
});
