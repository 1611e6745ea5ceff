import { describe, expect, it } from 'vitest';
import { earliestPostedAt, postingProblems, statusesForPoster } from './posting-rules.ts';

const now = new Date('2026-11-25T12:00:00.000Z');
const saved = (status: 'pending' | 'approved' | 'closed') => ({
  status,
  created_at: '2026-11-01T12:00:00.000Z',
  posted_at: '2026-10-01T12:00:00.000Z',
});

describe('statusesForPoster', () => {
  it('gives an admin every status and an owner the default, then the saved status or closed', () => {
    expect(statusesForPoster({ isAdmin: true, saved: saved('closed') })).toEqual([
      'pending',
      'approved',
      'closed',
    ]);
    expect(statusesForPoster({ isAdmin: false, saved: null })).toEqual(['approved']);
    expect(statusesForPoster({ isAdmin: false, saved: saved('pending') })).toEqual(['pending', 'closed']);
    expect(statusesForPoster({ isAdmin: false, saved: saved('closed') })).toEqual(['closed']);
  });
});

describe('postingProblems', () => {
  it("refuses an owner's approval of a closed job, naming the status", () => {
    expect(postingProblems({ status: 'approved' }, { isAdmin: false, saved: saved('closed'), now })).toEqual([
      {
        field: 'status',
        message: 'Only an administrator can approve, hold back or reopen a job; you can close your own.',
      },
    ]);
    expect(postingProblems({}, { isAdmin: false, saved: saved('closed'), now })).toEqual([]);
  });

  it('allows a posting date down to a day before the job was first saved, and a kept one', () => {
    expect(earliestPostedAt({ saved: null, now })).toEqual(new Date('2026-11-24T12:00:00.000Z'));
    const fresh = { isAdmin: true, saved: null, now };
    expect(postingProblems({ posted_at: '2026-11-24T12:00:00.000Z' }, fresh)).toEqual([]);
    expect(postingProblems({ posted_at: '2026-11-24T11:59:00.000Z' }, fresh)).toEqual([
      {
        field: 'posted_at',
        message: 'The posting date cannot be more than 1 day before the job was first saved',
      },
    ]);
    const edit = { isAdmin: false, saved: saved('approved'), now };
    // The saved date, as the form's minute-precise input sends it back, is kept.
    expect(postingProblems({ posted_at: '2026-10-01T12:00:30.000Z' }, edit)).toEqual([]);
    expect(postingProblems({ posted_at: '2026-10-31T12:00:00.000Z' }, edit)).toEqual([]);
    expect(postingProblems({ posted_at: '2026-10-15T12:00:00.000Z' }, edit)).toHaveLength(1);
  });
});
