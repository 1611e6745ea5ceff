import { COMPANY_SIZE_FILTERS, type CompanySizeFilter, ZBusinessListQuery } from '@perks/contract';
import type { DirectoryFilters } from '../api/list-businesses';

/**
 * The directory's filters live in the URL query, like the job board's, so a search can be shared,
 * survives a reload and steps back with Back. Server filters keep the API's names; `size` stands
 * for the size buttons (company_size_min/max) and `favorites_only` is applied in the browser.
 */
const DIRECTORY_PARAMS = [
  'search',
  'size',
  'industry',
  'city',
  'sort_by',
  'hiring_now',
  'favorites_only',
] as const;
export type DirectoryParam = (typeof DIRECTORY_PARAMS)[number];

export function sizeFilter(params: URLSearchParams): CompanySizeFilter {
  const value = params.get('size');
  return COMPANY_SIZE_FILTERS.find((option) => option.value === value)?.value ?? 'all';
}

/**
 * The API query a URL asks for; a value the API would refuse (a one-letter search, an unknown
 * city) is left out rather than turning the list into an error.
 */
export function directoryFiltersFromParams(params: URLSearchParams): DirectoryFilters {
  const size = COMPANY_SIZE_FILTERS.find((option) => option.value === sizeFilter(params));
  const raw: Record<string, unknown> = {
    search: params.get('search') ?? undefined,
    industry: params.get('industry') ?? undefined,
    city: params.get('city') ?? undefined,
    sort_by: params.get('sort_by') ?? undefined,
    hiring_now: params.get('hiring_now') === 'true' ? 'true' : undefined,
    page: params.get('page') ?? undefined,
    company_size_min: size && 'min' in size ? size.min : undefined,
    company_size_max: size && 'max' in size ? size.max : undefined,
  };
  for (const issue of ZBusinessListQuery.safeParse(raw).error?.issues ?? []) {
    const key = issue.path[0];
    if (typeof key === 'string') delete raw[key];
  }
  const parsed = ZBusinessListQuery.parse(raw);
  // Defaults stay out, so one search has one cache entry.
  const filters: DirectoryFilters = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (
      (key === 'page' && value === 1) ||
      (key === 'limit' && value === 20) ||
      (key === 'sort_by' && value === 'name')
    )
      continue;
    (filters as Record<string, unknown>)[key] = value;
  }
  return filters;
}
