import {
  cleanJobFilters,
  EMPLOYMENT_TYPE_LABELS,
  formatUsd,
  ROLE_TYPE_LABELS,
  readMinPay,
  type TCreateJobAlertRequest,
} from '@perks/contract';
import { jobListHref } from '@/features/jobs';
import { alertLanguageWords } from './alert-language-words';

/** A saved search's filters as sent and as the job board's URL holds them (any may be absent). */
export type SearchFilters = TCreateJobAlertRequest['filters'];

/**
 * A saved search's filters in words, one phrase each, in the order the job board's filter bar
 * shows them, so /alerts reads like the search it runs: ['"bartender"', 'Full-time', 'Tipped roles only',
 * 'Pays $18.00/hr or more'].
 */
export function alertFilterWords(filters: SearchFilters): string[] {
  const words: string[] = [];
  if (filters.title_search) words.push(`"${filters.title_search}"`);
  if (filters.role_type) words.push(ROLE_TYPE_LABELS[filters.role_type]);
  if (filters.employment_type) words.push(EMPLOYMENT_TYPE_LABELS[filters.employment_type]);
  if (filters.is_tipped_role === true) words.push('Tipped roles only');
  if (filters.is_tipped_role === false) words.push('Untipped roles only');
  const minPay = readMinPay(filters.min_pay);
  if (minPay) words.push(`Pays ${formatUsd(minPay)}/hr or more`);
  if (filters.location) words.push(`In ${filters.location}`);
  const languages = alertLanguageWords(filters.languages);
  if (languages) words.push(languages);
  return words;
}

/** The name a new saved search starts with (the person can change it): its filters, or 'All jobs'. */
export function defaultAlertName(filters: SearchFilters): string {
  const words = alertFilterWords(filters);
  return words.length === 0 ? 'All jobs' : words.join(', ');
}

/** The /jobs address that runs a saved search: the board's own URL for those filters. */
export function jobsSearchHref(filters: SearchFilters): string {
  return jobListHref(cleanJobFilters(filters), 1);
}
