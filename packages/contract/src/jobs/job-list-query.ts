import { z } from 'zod';
import { ZLimit, ZPage } from '../shared/pagination.ts';
import { ZUuid } from '../shared/primitives.ts';
import { SEARCH_MIN_LENGTH } from './constants.ts';
import { ZEmploymentType, ZRoleType } from './enums.ts';
import { ZJob } from './job.ts';
import { ZJobSortField, ZSortOrder } from './sort.ts';

export const TITLE_SEARCH_TOO_SHORT = 'Search requires at least 2 characters';

// A blank value means "no filter", the same as leaving the parameter out.
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

const ZTitleSearch = z
  .string()
  .trim()
  .max(100, { error: 'title_search must be at most 100 characters' })
  .optional()
  .transform(blankToUndefined)
  .refine((v) => v === undefined || v.length >= SEARCH_MIN_LENGTH, { error: TITLE_SEARCH_TOO_SHORT });

// Query strings carry text; only the two literal words count, so '1' or 'yes' is a 400.
const ZBooleanParam = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: 'is_tipped_role must be true or false',
  })
  .optional();

/**
 * GET /jobs (and GET /businesses/{id}/jobs) query. Strict about values, so the server answers
 * 400 naming the field for a one-letter search, a limit of 0 or an unknown sort. Unknown
 * parameters are dropped rather than refused, so a cache-busting parameter can't break a list.
 * The web sends only what `cleanJobFilters` keeps, which always passes.
 */
export const ZJobListQuery = z.object({
  title_search: ZTitleSearch,
  employment_type: ZEmploymentType.optional(),
  is_tipped_role: ZBooleanParam,
  role_type: ZRoleType.optional(),
  /** Case-insensitive substring of the job's location. */
  location: z
    .string()
    .trim()
    .max(200, { error: 'location must be at most 200 characters' })
    .optional()
    .transform(blankToUndefined),
  business_id: ZUuid.optional(),
  sort_by: ZJobSortField.optional(),
  sort_order: ZSortOrder.optional(),
  page: ZPage,
  limit: ZLimit,
});

export type TJobListQuery = z.output<typeof ZJobListQuery>;
/** The filters a client may send: every field optional, values already typed. */
export type TJobListFilters = Partial<TJobListQuery>;

export const ZJobList = z.object({
  data: z.array(ZJob),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});
export type TJobList = z.infer<typeof ZJobList>;

type FilterKey = keyof TJobListQuery;
const FILTER_KEYS = Object.keys(ZJobListQuery.shape) as FilterKey[];

/** Loose filter state as a screen holds it: '' for an empty box, 'all' for "any", nulls. */
export type JobFilterInput = { [K in FilterKey]?: TJobListFilters[K] | string | null };

/**
 * The web's side of the list query: drops empty, null and 'all' values, a title search under two
 * characters and anything else the server would refuse, so a half-typed filter never turns the
 * list into an error. `is_tipped_role: false` is kept (it means untipped only); a toggle that is
 * off should pass undefined.
 */
export function cleanJobFilters(filters: JobFilterInput): TJobListFilters {
  const clean: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null || value === 'all') continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    const parsed = ZJobListQuery.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) clean[key] = parsed.data;
  }
  return clean as TJobListFilters;
}
