import { describe, expect, it } from 'vitest';
import { isJobLive, jobStatus, jobVisibilityLabel } from './live.ts';

const now = new Date('2026-03-15T12:00:00.000Z');
const earlier = '2026-03-01T12:00:00.000Z';
const later = '2026-04-01T12:00:00.000Z';

describe('isJobLive', () => {
  it('is live when approved, already posted and not expired', () => {
    expect(isJobLive({ status: 'approved', posted_at: earlier, expires_at: later }, now)).toBe(true);
  });

  it('is live with no expiry, and with no posting date', () => {
    expect(isJobLive({ status: 'approved', posted_at: earlier, expires_at: null }, now)).toBe(true);
    expect(isJobLive({ status: 'approved' }, now)).toBe(true);
  });

  it.each(['pending', 'closed'] as const)('is hidden when %s', (status) => {
    expect(isJobLive({ status, posted_at: earlier, expires_at: later }, now)).toBe(false);
  });

  it('treats a missing status as pending', () => {
    expect(jobStatus({})).toBe('pending');
    expect(jobStatus({ status: null })).toBe('pending');
    expect(isJobLive({ posted_at: earlier }, now)).toBe(false);
  });

  it('hides a post scheduled for the future', () => {
    expect(isJobLive({ status: 'approved', posted_at: later }, now)).toBe(false);
  });

  it('shows a post from this very moment', () => {
    expect(isJobLive({ status: 'approved', posted_at: now }, now)).toBe(true);
  });

  it('hides an expired post, including one expiring this very moment', () => {
    expect(isJobLive({ status: 'approved', posted_at: earlier, expires_at: earlier }, now)).toBe(false);
    expect(isJobLive({ status: 'approved', posted_at: earlier, expires_at: now }, now)).toBe(false);
  });

  it('hides a job with an unreadable date rather than publishing it', () => {
    expect(isJobLive({ status: 'approved', posted_at: 'soon' }, now)).toBe(false);
    expect(isJobLive({ status: 'approved', expires_at: 'never' }, now)).toBe(false);
  });
});

describe('jobVisibilityLabel', () => {
  it('labels live jobs Active and the rest Hidden', () => {
    expect(jobVisibilityLabel({ status: 'approved', posted_at: earlier }, now)).toBe('Active');
    expect(jobVisibilityLabel({ status: 'approved', posted_at: later }, now)).toBe('Hidden');
  });
});
