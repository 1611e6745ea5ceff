import { describe, expect, it } from 'vitest';
import { ZMergeSavedJobsRequest, ZSavedJobParams } from './saved-jobs.schema.ts';
import { orderSavedJobs, SAVED_JOBS_MAX, SAVED_JOBS_TOO_MANY, toggleSavedJobId } from './saved-jobs.ts';

const now = new Date('2026-03-15T12:00:00.000Z');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const live = { status: 'approved' as const, posted_at: '2026-03-01T00:00:00.000Z', expires_at: null };

describe('orderSavedJobs', () => {
  it('puts live jobs first, each group the latest saved first', () => {
    const items = [
      { job: { id: id(1), ...live }, saved_at: '2026-03-10T00:00:00.000Z' },
      { job: { id: id(2), ...live, status: 'closed' as const }, saved_at: '2026-03-14T00:00:00.000Z' },
      { job: { id: id(3), ...live }, saved_at: '2026-03-12T00:00:00.000Z' },
      {
        job: { id: id(4), ...live, expires_at: '2026-03-11T00:00:00.000Z' },
        saved_at: '2026-03-13T00:00:00.000Z',
      },
      { job: { id: id(5), ...live, status: 'pending' as const }, saved_at: '2026-03-09T00:00:00.000Z' },
    ];
    const ordered = orderSavedJobs(items, now);
    expect(ordered.map((item) => [item.job.id, item.live])).toEqual([
      [id(3), true],
      [id(1), true],
      [id(2), false],
      [id(4), false],
      [id(5), false],
    ]);
  });

  it('breaks a tie on the save time by job id, so the order is stable', () => {
    const at = '2026-03-10T00:00:00.000Z';
    const a = { job: { id: id(1), ...live }, saved_at: at };
    const b = { job: { id: id(2), ...live }, saved_at: at };
    expect(orderSavedJobs([a, b], now).map((item) => item.job.id)).toEqual([id(2), id(1)]);
    expect(orderSavedJobs([b, a], now).map((item) => item.job.id)).toEqual([id(2), id(1)]);
  });

  it('treats a job scheduled for later as not live yet', () => {
    const later = { job: { id: id(1), ...live, posted_at: '2026-04-01T00:00:00.000Z' }, saved_at: now };
    expect(orderSavedJobs([later], now)[0]?.live).toBe(false);
  });
});

describe('toggleSavedJobId', () => {
  it('saves at the front and unsaves wherever the job is', () => {
    expect(toggleSavedJobId([id(1)], id(2))).toEqual([id(2), id(1)]);
    expect(toggleSavedJobId([id(2), id(1)], id(1))).toEqual([id(2)]);
  });

  it('never grows past the cap: the oldest falls off', () => {
    const full = Array.from({ length: SAVED_JOBS_MAX }, (_, n) => id(n + 1));
    const next = toggleSavedJobId(full, id(999));
    expect(next).toHaveLength(SAVED_JOBS_MAX);
    expect(next[0]).toBe(id(999));
    expect(next).not.toContain(id(SAVED_JOBS_MAX));
  });
});

describe('saved jobs requests', () => {
  it('takes at most 200 ids in a merge, and nothing else', () => {
    expect(ZMergeSavedJobsRequest.safeParse({ job_ids: [id(1)] }).success).toBe(true);
    const tooMany = ZMergeSavedJobsRequest.safeParse({ job_ids: Array(SAVED_JOBS_MAX + 1).fill(id(1)) });
    expect(tooMany.error?.issues[0]?.message).toBe(SAVED_JOBS_TOO_MANY);
    expect(SAVED_JOBS_TOO_MANY).toBe('At most 200 saved jobs');
    expect(ZMergeSavedJobsRequest.safeParse({ job_ids: [id(1)], extra: 1 }).success).toBe(false);
    expect(ZMergeSavedJobsRequest.safeParse({ job_ids: ['nope'] }).success).toBe(false);
  });

  it('takes a job id in the path', () => {
    expect(ZSavedJobParams.safeParse({ jobId: id(1) }).success).toBe(true);
    expect(ZSavedJobParams.safeParse({ jobId: 'x' }).success).toBe(false);
  });
});
