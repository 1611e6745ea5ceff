/**
 * How a job list learns its total without counting the live board on every request (at 200,000
 * jobs an exact count of the live ones takes 30-130 ms; the page itself well under 1 ms):
 *
 * - The page query fetches one row more than the page. A page that comes back short is the last
 *   one, so its end is the exact total and no count runs at all (every list that fits on one
 *   page, which is most searches).
 * - Otherwise the planner's row estimate for the list's WHERE is read (EXPLAIN: planned, nothing
 *   executed) and kept for ESTIMATE_TTL_MS per filter set. At or under EXACT_COUNT_LIMIT the list
 *   is small enough to count exactly, and is; above it the estimate is the total, never less
 *   than the rows this request has already seen.
 *
 * Totals above EXACT_COUNT_LIMIT are therefore estimates (typically within 20-50%). See
 * docs/decisions/009-job-list-totals.md.
 */
export const EXACT_COUNT_LIMIT = 1000;
export const ESTIMATE_TTL_MS = 30_000;
const ESTIMATE_CACHE_SIZE = 500;

export interface TotalSources {
  /** The planner's row estimate for the list's WHERE. */
  estimate(): Promise<number>;
  /** count(*) over the list's WHERE. */
  exact(): Promise<number>;
}

/** Planner estimates per filter set, oldest dropped first; a process-local cache, nothing shared. */
export class EstimateCache {
  readonly #entries = new Map<string, { value: number; expires: number }>();

  get(key: string, now = Date.now()): number | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: number, now = Date.now()): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: now + ESTIMATE_TTL_MS });
    if (this.#entries.size > ESTIMATE_CACHE_SIZE) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}

export interface PageFetch {
  offset: number;
  limit: number;
  /** Rows the page query returned, with its one look-ahead row (at most limit + 1). */
  fetched: number;
}

/** The planner's estimate for a filter set, read at most once per ESTIMATE_TTL_MS. */
export async function cachedEstimate(
  sources: Pick<TotalSources, 'estimate'>,
  cache: EstimateCache,
  key: string,
): Promise<number> {
  let estimate = cache.get(key);
  if (estimate === undefined) {
    estimate = Math.round(await sources.estimate());
    cache.set(key, estimate);
  }
  return estimate;
}

export async function resolveTotal(
  page: PageFetch,
  sources: TotalSources,
  cache: EstimateCache,
  key: string,
): Promise<number> {
  const { offset, limit, fetched } = page;
  if (fetched <= limit && (fetched > 0 || offset === 0)) return offset + fetched;
  const estimate = await cachedEstimate(sources, cache, key);
  const total = estimate > EXACT_COUNT_LIMIT ? estimate : await sources.exact();
  // A full page with a row after it: at least that many exist, so the next page is offered.
  if (fetched > limit) return Math.max(total, offset + fetched);
  // An empty page past the end: whatever the total is, it ends before this page.
  return Math.min(total, offset);
}
