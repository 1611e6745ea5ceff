import { cleanJobFilters, type TJobListFilters } from '@perks/contract';
import { paramsWithChanges } from '@/lib/search-params';

/**
 * The job list's filters live in the URL query (same names as the API's), so a search can be
 * shared, survives a reload and steps back with the browser's Back button.
 */
const FILTER_PARAMS = [
  'title_search',
  'employment_type',
  'is_tipped_role',
  'role_type',
  'location',
  'sort_by',
  'sort_order',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** The filters a URL asks for; anything the API would refuse (a bad page, an unknown type) is ignored. */
export function filtersFromParams(params: URLSearchParams): TJobListFilters {
  const raw: Record<string, string | null> = {};
  for (const key of [...FILTER_PARAMS, 'page'] as const) raw[key] = params.get(key);
  const filters = cleanJobFilters(raw);
  // Page 1 is the default and the URL leaves it out, so one search has one URL (and one cache entry).
  if (filters.page === 1) delete filters.page;
  return filters;
}

/** The URL query after changing some filters; any change but the page goes back to page 1. */
export function paramsWithFilters(
  current: URLSearchParams,
  changes: Partial<Record<FilterParam | 'page', string | number | boolean | null | undefined>>,
): URLSearchParams {
  return paramsWithChanges<FilterParam>(current, changes);
}
