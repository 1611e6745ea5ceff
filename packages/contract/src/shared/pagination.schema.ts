import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination.ts';

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
