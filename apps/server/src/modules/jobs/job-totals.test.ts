import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ESTIMATE_TTL_MS,
  EstimateCache,
  EXACT_COUNT_LIMIT,
  resolveTotal,
  type TotalSources,
} from './job-totals.ts';

// The rules of docs/decisions/009-job-list-totals.md, with the database's two answers stubbed so
// each test says exactly which of them a list request pays for.

function sources(estimate: number, exact: number) {
  return {
    estimate: vi.fn(async () => estimate),
    exact: vi.fn(async () => exact),
  } satisfies TotalSources;
}

const page = (offset: number, fetched: number, limit = 20) => ({ offset, limit, fetched });

afterEach(() => {
  vi.useRealTimers();
});

describe('resolveTotal', () => {
  it('takes the total from a short page and asks the database nothing', async () => {
    for (const [fetched, offset, total] of [
      [5, 0, 5],
      [3, 40, 43],
      [0, 0, 0],
      [20, 0, 20],
    ] as const) {
      const db = sources(5_000, 57);
      expect(await resolveTotal(page(offset, fetched), db, new EstimateCache(), 'k')).toBe(total);
      expect(db.estimate).not.toHaveBeenCalled();
      expect(db.exact).not.toHaveBeenCalled();
    }
  });

  it(`counts exactly when the estimate is at most ${EXACT_COUNT_LIMIT}`, async () => {
    for (const estimate of [3, EXACT_COUNT_LIMIT]) {
      const db = sources(estimate, 57);
      expect(await resolveTotal(page(0, 21), db, new EstimateCache(), 'k')).toBe(57);
      expect(db.exact).toHaveBeenCalledOnce();
    }
  });

  it(`takes the rounded estimate above ${EXACT_COUNT_LIMIT}, without counting`, async () => {
    const db = sources(EXACT_COUNT_LIMIT + 233.6, 57);
    expect(await resolveTotal(page(0, 21), db, new EstimateCache(), 'k')).toBe(1234);
    expect(db.exact).not.toHaveBeenCalled();
  });

  it('never reports fewer than the rows seen, so the next page is offered', async () => {
    expect(await resolveTotal(page(2000, 21), sources(1500, 0), new EstimateCache(), 'k')).toBe(2021);
    expect(await resolveTotal(page(60, 21), sources(10, 12), new EstimateCache(), 'k')).toBe(81);
  });

  it('ends the total before an empty page past the end', async () => {
    expect(await resolveTotal(page(100, 0), sources(40, 57), new EstimateCache(), 'k')).toBe(57);
    expect(await resolveTotal(page(100, 0), sources(5000, 57), new EstimateCache(), 'k')).toBe(100);
  });

  it(`asks for a filter set's estimate once per ${ESTIMATE_TTL_MS / 1000} s, and counts every time`, async () => {
    vi.useFakeTimers();
    const cache = new EstimateCache();
    const db = sources(40, 57);
    await resolveTotal(page(0, 21), db, cache, 'tipped');
    await resolveTotal(page(20, 21), db, cache, 'tipped');
    expect(db.estimate).toHaveBeenCalledOnce();
    expect(db.exact).toHaveBeenCalledTimes(2);

    await resolveTotal(page(0, 21), db, cache, 'part-time');
    expect(db.estimate).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(ESTIMATE_TTL_MS);
    await resolveTotal(page(0, 21), db, cache, 'tipped');
    expect(db.estimate).toHaveBeenCalledTimes(3);
  });

  it('keeps using a cached estimate above the limit even when the data has grown', async () => {
    const cache = new EstimateCache();
    await resolveTotal(page(0, 21), sources(1500, 0), cache, 'k');
    const later = sources(9000, 0);
    expect(await resolveTotal(page(0, 21), later, cache, 'k')).toBe(1500);
    expect(later.estimate).not.toHaveBeenCalled();
  });
});

describe('EstimateCache', () => {
  it(`forgets an estimate ${ESTIMATE_TTL_MS / 1000} s after it was stored`, () => {
    const cache = new EstimateCache();
    cache.set('k', 1500, 1_000);
    expect(cache.get('k', 1_000 + ESTIMATE_TTL_MS - 1)).toBe(1500);
    expect(cache.get('k', 1_000 + ESTIMATE_TTL_MS)).toBeUndefined();
    expect(cache.get('other', 1_000)).toBeUndefined();
  });

  it('holds 500 filter sets, dropping the least recently stored first', () => {
    const cache = new EstimateCache();
    for (let i = 0; i < 500; i++) cache.set(`k${i}`, i, 0);
    cache.set('k0', 0, 0); // stored again: now the newest
    cache.set('k500', 500, 0);
    expect(cache.get('k0', 0)).toBe(0);
    expect(cache.get('k1', 0)).toBeUndefined();
    expect(cache.get('k2', 0)).toBe(2);
    expect(cache.get('k500', 0)).toBe(500);
  });
});
