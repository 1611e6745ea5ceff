/** Page numbers start at 1; a page holds 20 rows unless the caller asks for 1 to 100. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Pages needed for `total` rows; an empty list still reports zero pages, not one. */
export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(total / limit) : 0;
}

/**
 * A list answer (`{ data, total, page, limit, totalPages, hasNext, hasPrev }`): one page of rows
 * with its totals. Every list route answers through this, so the page flags are computed once.
 */
export function listPage<T>(data: T[], total: number, query: { page: number; limit: number }) {
  const totalPages = pageCount(total, query.limit);
  return {
    data,
    total,
    page: query.page,
    limit: query.limit,
    totalPages,
    hasNext: query.page < totalPages,
    hasPrev: query.page > 1,
  };
}

// The two readers below apply ZPage's and ZLimit's rules (pagination.schema.ts) without zod, for
// the browser: query-string text is read as a number, which must be a whole number in range.

/** A page number as the list query accepts it, or undefined where the query would refuse it. */
export function readPage(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : undefined;
}

/** A page size as the list query accepts it, or undefined where the query would refuse it. */
export function readPageSize(value: unknown): number | undefined {
  const limit = Number(value);
  return Number.isSafeInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE ? limit : undefined;
}
