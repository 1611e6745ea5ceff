import { COMPANY_SIZE_FILTERS, type CompanySizeFilter, ZBusinessListQuery } from '@perks/contract';
import type { DevicePosition } from '@/lib/use-device-position';
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
  'zip',
  'radius',
] as const;
export type DirectoryParam = (typeof DIRECTORY_PARAMS)[number];

export function sizeFilter(params: URLSearchParams): CompanySizeFilter {
  const value = params.get('size');
  return COMPANY_SIZE_FILTERS.find((option) => option.value === value)?.value ?? 'all';
}

/**
 * The API query a URL asks for; a value the API would refuse (a one-letter search, an unknown
 * city) is left out rather than turning the list into an error. `position` is 'Near me' (held in
 * memory, never in the URL); a ZIP code wins over it.
 */
export function directoryFiltersFromParams(
  params: URLSearchParams,
  position?: DevicePosition | null,
): DirectoryFilters {
  const zip = params.get('zip') ?? undefined;
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
    zip,
    lat: zip ? undefined : position?.lat,
    lng: zip ? undefined : position?.lng,
    radius: params.get('radius') ?? undefined,
  };
  // The place's rules (a radius needs a place) run once the fields themselves read well, so a
  // field left out can bring another's refusal to light: drop until nothing is refused.
  let read = ZBusinessListQuery.safeParse(raw);
  for (let round = 0; !read.success && round < 3; round += 1) {
    for (const issue of read.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string') delete raw[key];
    }
    read = ZBusinessListQuery.safeParse(raw);
  }
  const parsed = read.success ? read.data : ZBusinessListQuery.parse({});
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
