import { describe, expect, it } from 'vitest';
import { jobPostingState } from './posting-state.ts';

const now = new Date('2026-03-10T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();

describe('jobPostingState', () => {
  it('calls a live approved job active', () => {
    expect(jobPostingState({ status: 'approved', posted_at: at(-1), expires_at: at(29) }, now)).toBe(
      'active',
    );
    expect(jobPostingState({ status: 'approved', posted_at: at(-1), expires_at: null }, now)).toBe('active');
  });

  it('tells scheduled from expired', () => {
    expect(jobPostingState({ status: 'approved', posted_at: at(2), expires_at: at(32) }, now)).toBe(
      'scheduled',
    );
    expect(jobPostingState({ status: 'approved', posted_at: at(-40), expires_at: at(-10) }, now)).toBe(
      'expired',
    );
  });

  it('keeps pending and closed whatever the dates, and reads a missing status as pending', () => {
    expect(jobPostingState({ status: 'pending', posted_at: at(-1) }, now)).toBe('pending');
    expect(jobPostingState({ status: 'closed', posted_at: at(-1) }, now)).toBe('closed');
    expect(jobPostingState({ posted_at: at(-1) }, now)).toBe('pending');
  });
});
