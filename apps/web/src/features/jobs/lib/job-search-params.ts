import { cleanJobFilters, DEFAULT_JOB_SORT, JOB_SORT_OPTIONS, type TJobListFilters } from '@perks/contract';
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
  'min_pay',
  'languages',
  'certificates',
  // The place (decision 099): a ZIP code or a position, and a radius. Read from the URL so a
  // search near a place stays one address and can become an alert ('Get alerts for this search').
  'zip',
  'lat',
  'lng',
  'radius',
  'sort_by',
  'sort_order',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/**
 * The sort box's own name in the filter form. A form sends one value per box, so without
 * JavaScript the browser sends `sort=salary:desc` rather than `sort_by` and `sort_order`
 * (docs/decisions/059-jobs-without-javascript-and-phone-filters.md).
 */
export const SORT_PARAM = 'sort';

/** The filters that narrow the list (the sort only orders it), counted on the phone's Filters button. */
const NARROWING: readonly (keyof TJobListFilters)[] = [
  'title_search',
  'location',
  'min_pay',
  'employment_type',
  'role_type',
  'is_tipped_role',
  'languages',
  'certificates',
];

/** The filters a URL asks for; anything the API would refuse (a bad page, an unknown type) is ignored. */
export function filtersFromParams(params: URLSearchParams): TJobListFilters {
  const raw: Record<string, string | string[] | null> = {};
  for (const key of [...FILTER_PARAMS, 'page'] as const) raw[key] = params.get(key);
  // Checkboxes without scripts send one `languages` per box; the app writes one, comma-separated.
  raw.languages = params.getAll('languages');
  raw.certificates = params.getAll('certificates');
  const formSort = JOB_SORT_OPTIONS.find((option) => option.value === params.get(SORT_PARAM));
  // The default sort stays out of the filters, as the app leaves it out of the URL.
  if (formSort && formSort !== DEFAULT_JOB_SORT && raw.sort_by === null) {
    raw.sort_by = formSort.sort_by;
    raw.sort_order = formSort.sort_order;
  }
  const filters = cleanJobFilters(raw);
  // Page 1 is the default and the URL leaves it out, so one search has one URL (and one cache entry).
  if (filters.page === 1) delete filters.page;
  return filters;
}

/** The URL query after changing some filters; any change but the page goes back to page 1. */
export function paramsWithFilters(
  current: URLSearchParams,
  changes: Partial<
    Record<FilterParam | typeof SORT_PARAM | 'page', string | number | boolean | null | undefined>
  >,
): URLSearchParams {
  return paramsWithChanges<FilterParam | typeof SORT_PARAM>(current, changes);
}

/**
 * The address of one page of a filtered list, in the names the app itself writes: a page link
 * from a form's URL (with its empty boxes and `sort=`) leads to the same list at a clean URL.
 */
export function jobListHref(filters: TJobListFilters, page: number): string {
  const params = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}

/** How many filters narrow the list, for the phone's 'Filters (2)'. */
export function activeFilterCount(filters: TJobListFilters): number {
  return NARROWING.filter((key) => filters[key] !== undefined).length;
}
