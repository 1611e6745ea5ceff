import { inEnglish, type Translate } from '../i18n/translate.ts';
/**
 * How the directory shows a business (docs/product.md, "Business directory"): the open-positions
 * badge, the team size badge and the size filter buttons.
 */

/**
 * '1 open position', 'N open positions' up to 5, then 'Hiring now'; no badge without live jobs.
 * In the reader's language through `t`.
 */
export function openPositionsBadge(activeJobCount: number, t: Translate = inEnglish): string | null {
  if (activeJobCount <= 0) return null;
  if (activeJobCount === 1) return t('1 open position');
  if (activeJobCount <= 5) return t('{count} open positions', { count: activeJobCount });
  return t('Hiring now');
}

/** The card's team size badge: 1-10, 11-50, 51-200, 200+ employees; none when unknown. */
export function companySizeBadge(employeeCount: number | null, t: Translate = inEnglish): string | null {
  if (employeeCount === null || employeeCount <= 0) return null;
  if (employeeCount <= 10) return t('1-10 employees');
  if (employeeCount <= 50) return t('11-50 employees');
  if (employeeCount <= 200) return t('51-200 employees');
  return t('200+ employees');
}

/** The size filter buttons and the range each sends (Large is 51 and up). */
export const COMPANY_SIZE_FILTERS = [
  { value: 'all', label: 'All Sizes' },
  { value: 'small', label: 'Small (1-10)', min: 1, max: 10 },
  { value: 'medium', label: 'Medium (11-50)', min: 11, max: 50 },
  { value: 'large', label: 'Large (50+)', min: 51 },
] as const;
export type CompanySizeFilter = (typeof COMPANY_SIZE_FILTERS)[number]['value'];

/** The first two letters of the name, for a business without a logo. */
export function businessInitials(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}

/** A maps search for an address (the business header's address link). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export const BUSINESS_INDUSTRY_LABELS: Record<string, string> = {
  'food-beverage': 'Food & Beverage',
  retail: 'Retail',
  healthcare: 'Healthcare',
  technology: 'Technology',
  'professional-services': 'Professional Services',
  hospitality: 'Hospitality',
  manufacturing: 'Manufacturing',
};

export const BUSINESS_CITY_LABELS: Record<string, string> = {
  portland: 'Portland',
  'south-portland': 'South Portland',
  westbrook: 'Westbrook',
  gorham: 'Gorham',
  scarborough: 'Scarborough',
};

export const BUSINESS_SORT_LABELS: Record<string, string> = {
  name: 'Name (A-Z)',
  employee_count: 'Team size (largest first)',
  created_at: 'Newest',
  updated_at: 'Recently updated',
};

/** 'Inactive', 'Active', anything else 'Archived' (the business page's status badge). */
export function businessStatusLabel(status: string): 'Active' | 'Inactive' | 'Archived' {
  if (status === 'active') return 'Active';
  if (status === 'inactive') return 'Inactive';
  return 'Archived';
}

/** A business type as a filter option or badge reads it: 'Restaurant', 'Cafe'. */
export function businessTypeLabel(type: string, t: Translate = inEnglish): string {
  return t(type.charAt(0).toUpperCase() + type.slice(1));
}
