import {
  BUSINESS_CITY_LABELS,
  BUSINESS_INDUSTRY_LABELS,
  BUSINESS_SORT_LABELS,
  COMPANY_SIZE_FILTERS,
  type CompanySizeFilter,
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

/** Each active filter in words, for the chips and the result summary. */
export function activeFilterLabels(view: DirectoryView): Array<{ key: keyof DirectoryView; label: string }> {
  const labels: Array<{ key: keyof DirectoryView; label: string }> = [];
  if (view.search) labels.push({ key: 'search', label: `Search: "${view.search}"` });
  if (view.hiringNow) labels.push({ key: 'hiringNow', label: 'Hiring Now' });
  if (view.favoritesOnly) labels.push({ key: 'favoritesOnly', label: 'Favorites Only' });
  if (view.size !== 'all') {
    const size = COMPANY_SIZE_FILTERS.find((option) => option.value === view.size);
    if (size) labels.push({ key: 'size', label: size.label });
  }
  if (view.industry !== 'all')
    labels.push({ key: 'industry', label: BUSINESS_INDUSTRY_LABELS[view.industry] ?? view.industry });
  if (view.city !== 'all') labels.push({ key: 'city', label: BUSINESS_CITY_LABELS[view.city] ?? view.city });
  if (view.sortBy !== 'name')
    labels.push({ key: 'sortBy', label: `Sorted by ${BUSINESS_SORT_LABELS[view.sortBy] ?? view.sortBy}` });
  return labels;
}

/** 'Showing 12 businesses matching "pier", Hiring Now' or 'Showing 3 favorite businesses'. */
export function resultSummary(view: DirectoryView, shown: number): string {
  if (view.favoritesOnly) return `Showing ${shown} favorite business${shown === 1 ? '' : 'es'}`;
  const base = `Showing ${shown} business${shown === 1 ? '' : 'es'}`;
  const filters = activeFilterLabels(view).map((f) => f.label);
  return filters.length > 0 ? `${base} · ${filters.join(', ')}` : base;
}

/** 'Showing 21-40 of 57 businesses'. */
export function pageRange(page: number, limit: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${first}-${last} of ${total} businesses`;
}
