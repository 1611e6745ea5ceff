import { z } from 'zod';
import { ZCount } from '../shared/primitives.ts';

/**
 * The shapes every answer of the API takes (docs/decisions/004-api-envelope-and-errors.md),
 * defined once: a single object is `{ success: true, data }`; a list is the list itself,
 * `{ data, total, page, limit, totalPages, hasNext, hasPrev }` (spec 2, "Pagination"), with no
 * success flag; a failure is
 * `{ success: false, error: { message, code, field?, details? } }`.
 */

export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** A list's page fields beside its rows; listPage (shared/pagination.ts) fills them, once. */
const ZPageFields = z.object({
  total: ZCount,
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  totalPages: ZCount,
  /** A page after this one holds rows. */
  hasNext: z.boolean(),
  /** This is not the first page. */
  hasPrev: z.boolean(),
});

// The rows first, as every list body has always been written.
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), ...ZPageFields.shape });

export const ZApiError = z.object({
  success: z.literal(false),
  error: z.object({
    message: z.string(),
    code: z.string(),
    field: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
