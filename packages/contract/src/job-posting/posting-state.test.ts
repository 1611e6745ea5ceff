import { describe, expect, it } from 'vitest';
import { jobPostingState, postedJobDescription } from './posting-state.ts';

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

describe('postedJobDescription', () => {
  it('says a live job is now live and visible to workers', () => {
    expect(postedJobDescription({ status: 'approved', posted_at: at(0), expires_at: at(30) }, now)).toBe(
      'Your job is now live and visible to workers',
    );
  });

  it('says when a scheduled job goes live', () => {
    const postedAt = new Date(2026, 2, 12, 9, 0);
    expect(
      postedJobDescription(
        { status: 'approved', posted_at: postedAt.toISOString(), expires_at: at(32) },
        new Date(2026, 2, 10, 12, 0),
      ),
    ).toBe('Your job is scheduled to go live on Mar 12, 2026 at 9:00 AM');
  });

  it('says a pending, closed or already expired job is not visible', () => {
    expect(postedJobDescription({ status: 'pending', posted_at: at(0) }, now)).toBe(
      'Your job is waiting for review and is not visible to workers yet',
    );
    expect(postedJobDescription({ status: 'closed', posted_at: at(0) }, now)).toBe(
      'Your job is saved as closed and is not visible to workers',
    );
    expect(postedJobDescription({ status: 'approved', posted_at: at(-40), expires_at: at(-10) }, now)).toBe(
      'Your job is saved, but its expiry date has passed, so workers cannot see it',
    );
  });
});
