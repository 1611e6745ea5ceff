import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import {
  cleanJobFilters,
  DEFAULT_RADIUS_MILES,
  EMPLOYMENT_TYPE_LABELS,
  ROLE_TYPE_LABELS,
  readMinPay,
  readRadius,
  readZip,
  type TCreateJobAlertRequest,
  type Translate,
} from '@perks/contract';
import { jobListHref } from '@/features/jobs';
import { alertLanguageWords } from './alert-language-words';

/** A saved search's filters as sent and as the job board's URL holds them (any may be absent). */
export type SearchFilters = TCreateJobAlertRequest['filters'];

/**
 * A saved search's filters in words, one phrase each, in the order the job board's filter bar
 * shows them, so /alerts reads like the search it runs: ['"bartender"', 'Full-time', 'Tipped roles only',
 * 'Pays $18.00/hr or more', 'Within 5 miles of 04101']. `tc` turns the contract's labels into the reader's language.
 */
export function alertFilterWords(i18n: I18n, tc: Translate, filters: SearchFilters): string[] {
  const words: string[] = [];
  const { title_search: search, location } = filters;
  if (search) words.push(t(i18n)`"${search}"`);
  if (filters.role_type) words.push(tc(ROLE_TYPE_LABELS[filters.role_type]));
  if (filters.employment_type) words.push(tc(EMPLOYMENT_TYPE_LABELS[filters.employment_type]));
  if (filters.is_tipped_role === true) words.push(t(i18n)`Tipped roles only`);
  if (filters.is_tipped_role === false) words.push(t(i18n)`Untipped roles only`);
  const minPay = readMinPay(filters.min_pay);
  if (minPay) {
    const pay = i18n.number(minPay, { style: 'currency', currency: 'USD' });
    words.push(t(i18n)`Pays ${pay}/hr or more`);
  }
  if (location) words.push(t(i18n)`In ${location}`);
  const zip = readZip(filters.zip);
  if (zip) {
    const radius = readRadius(filters.radius) ?? DEFAULT_RADIUS_MILES;
    words.push(t(i18n)`Within ${plural(radius, { one: '# mile', other: '# miles' })} of ${zip}`);
  }
  const languages = alertLanguageWords(filters.languages);
  if (languages) words.push(languages);
  return words;
}

/** The name a new saved search starts with (the person can change it): its filters, or 'All jobs'. */
export function defaultAlertName(i18n: I18n, tc: Translate, filters: SearchFilters): string {
  const words = alertFilterWords(i18n, tc, filters);
  return words.length === 0 ? t(i18n)`All jobs` : words.join(', ');
}

/** The /jobs address that runs a saved search: the board's own URL for those filters. */
export function jobsSearchHref(filters: SearchFilters): string {
  return jobListHref(cleanJobFilters(filters), 1);
}
