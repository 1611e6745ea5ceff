import { plural, t } from '@lingui/core/macro';
import {
  BUSINESS_CITY_LABELS,
  BUSINESS_INDUSTRY_LABELS,
  BUSINESS_SORT_LABELS,
  COMPANY_SIZE_FILTERS,
  type CompanySizeFilter,
  inEnglish,
  type Translate,
} from '@perks/contract';

export interface DirectoryView {
  search: string;
  hiringNow: boolean;
  favoritesOnly: boolean;
  size: CompanySizeFilter;
  industry: string;
  city: string;
  sortBy: string;
}

/**
 * Each active filter in words, for the chips and the result summary, in the active language; `tc`
 * puts the contract's labels (sizes, industries, cities, sort orders) into it.
 */
export function activeFilterLabels(
  view: DirectoryView,
  tc: Translate = inEnglish,
): Array<{ key: keyof DirectoryView; label: string }> {
  const labels: Array<{ key: keyof DirectoryView; label: string }> = [];
  const search = view.search;
  if (search) labels.push({ key: 'search', label: t`Search: "${search}"` });
  if (view.hiringNow) labels.push({ key: 'hiringNow', label: t`Hiring Now` });
  if (view.favoritesOnly) labels.push({ key: 'favoritesOnly', label: t`Favorites Only` });
  if (view.size !== 'all') {
    const size = COMPANY_SIZE_FILTERS.find((option) => option.value === view.size);
    if (size) labels.push({ key: 'size', label: tc(size.label) });
  }
  if (view.industry !== 'all') {
    const industry = BUSINESS_INDUSTRY_LABELS[view.industry];
    labels.push({ key: 'industry', label: industry ? tc(industry) : view.industry });
  }
  if (view.city !== 'all') {
    const city = BUSINESS_CITY_LABELS[view.city];
    labels.push({ key: 'city', label: city ? tc(city) : view.city });
  }
  if (view.sortBy !== 'name') {
    const known = BUSINESS_SORT_LABELS[view.sortBy];
    const order = known ? tc(known) : view.sortBy;
    labels.push({ key: 'sortBy', label: t`Sorted by ${order}` });
  }
  return labels;
}

/** 'Showing 12 businesses · Search: "pier", Hiring Now' or 'Showing 3 favorite businesses'. */
export function resultSummary(view: DirectoryView, shown: number, tc: Translate = inEnglish): string {
  if (view.favoritesOnly)
    return t`Showing ${plural(shown, { one: '# favorite business', other: '# favorite businesses' })}`;
  const base = t`Showing ${plural(shown, { one: '# business', other: '# businesses' })}`;
  const filters = activeFilterLabels(view, tc).map((f) => f.label);
  return filters.length > 0 ? `${base} · ${filters.join(', ')}` : base;
}

/** 'Showing 21-40 of 57 businesses'. */
export function pageRange(page: number, limit: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return t`Showing ${first}-${last} of ${total} businesses`;
}
