import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

// Query strings arrive as text, so both numbers are coerced; '1.5' or 'abc' still fail.
export const ZPage = z.coerce
  .number({ error: 'page must be a whole number of at least 1' })
  .int({ error: 'page must be a whole number of at least 1' })
  .min(1, { error: 'page must be a whole number of at least 1' })
  .default(1);

export const ZLimit = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .int({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .min(1, { error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .max(MAX_PAGE_SIZE, { error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .default(DEFAULT_PAGE_SIZE);

export const ZPaginationQuery = z.object({ page: ZPage, limit: ZLimit });

export type TPaginationQuery = z.infer<typeof ZPaginationQuery>;

/** Pages needed for `total` rows; an empty list still reports zero pages, not one. */
export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(total / limit) : 0;
}
