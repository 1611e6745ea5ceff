import { i18n } from '@lingui/core';
import { cleanJobFilters, inEnglish } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { alertFilterWords, defaultAlertName, jobsSearchHref } from './alert-filter-words';

describe('a saved search in words', () => {
  it('names each filter the way the filter bar labels it', () => {
    expect(
      alertFilterWords(i18n, inEnglish, {
        title_search: 'bartender',
        role_type: 'cook',
        employment_type: 'part-time',
        is_tipped_role: true,
        location: 'South Portland',
      }),
    ).toEqual(['"bartender"', 'Kitchen / Cook', 'Part-time', 'Tipped roles only', 'In South Portland']);
    expect(alertFilterWords(i18n, inEnglish, { is_tipped_role: false })).toEqual(['Untipped roles only']);
    expect(
      alertFilterWords(i18n, inEnglish, { role_type: 'server', min_pay: 18.5, location: 'Old Port' }),
    ).toEqual(['Server', 'Pays $18.50/hr or more', 'In Old Port']);
  });

  it("names languages spoken at work in the reader's language, joined by 'or', and links to them", () => {
    expect(alertFilterWords(i18n, inEnglish, { languages: ['so', 'en'] })).toEqual([
      'Languages spoken at work: English or Somali',
    ]);
    expect(alertFilterWords(i18n, inEnglish, { languages: 'vi' })).toEqual([
      'Languages spoken at work: Vietnamese',
    ]);
    expect(jobsSearchHref({ languages: ['es', 'so'] })).toBe('/jobs?languages=es%2Cso');
  });

  it('names the place with its radius, 10 miles when none is given, and links to it', () => {
    expect(alertFilterWords(i18n, inEnglish, { role_type: 'cook', zip: '04101', radius: 5 })).toEqual([
      'Kitchen / Cook',
      'Within 5 miles of 04101',
    ]);
    expect(alertFilterWords(i18n, inEnglish, { zip: '04102', radius: 1 })).toEqual([
      'Within 1 mile of 04102',
    ]);
    expect(alertFilterWords(i18n, inEnglish, { zip: '04102' })).toEqual(['Within 10 miles of 04102']);
    expect(jobsSearchHref({ zip: '04101', radius: 5 })).toBe('/jobs?zip=04101&radius=5');
  });

  it("starts a new search's name from its filters, or 'All jobs' when it has none", () => {
    expect(defaultAlertName(i18n, inEnglish, { role_type: 'bartender', location: 'Old Port' })).toBe(
      'Bartender, In Old Port',
    );
    expect(defaultAlertName(i18n, inEnglish, {})).toBe('All jobs');
  });

  it('links to the job board with the same filters the board reads back', () => {
    const filters = {
      title_search: 'line cook',
      is_tipped_role: true,
      location: 'Old Port & Bayside',
      min_pay: 21.25,
    } as const;
    const href = jobsSearchHref(filters);
    expect(href.startsWith('/jobs?')).toBe(true);
    // The job board reads its URL with the contract's cleanJobFilters.
    const params = new URLSearchParams(href.slice('/jobs?'.length));
    expect(cleanJobFilters(Object.fromEntries(params))).toEqual(filters);
    expect(jobsSearchHref({})).toBe('/jobs');
  });
});
