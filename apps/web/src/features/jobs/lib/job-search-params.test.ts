import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsWithFilters } from './job-search-params';

describe('job list filters in the URL', () => {
  it('reads the filters the API accepts and ignores what it would refuse', () => {
    const params = new URLSearchParams(
      'title_search=cook&employment_type=part-time&is_tipped_role=true&role_type=chef&sort_by=salary&sort_order=desc&page=3&location=+',
    );
    expect(filtersFromParams(params)).toEqual({
      title_search: 'cook',
      employment_type: 'part-time',
      is_tipped_role: true,
      sort_by: 'salary',
      sort_order: 'desc',
      page: 3,
    });
    expect(filtersFromParams(new URLSearchParams('title_search=c&page=0'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('page=1'))).toEqual({});
  });

  it('goes back to page 1 when any filter changes, and drops empty values', () => {
    const current = new URLSearchParams('title_search=cook&page=4');
    expect(paramsWithFilters(current, { employment_type: 'full-time' }).toString()).toBe(
      'title_search=cook&employment_type=full-time',
    );
    expect(paramsWithFilters(current, { title_search: '' }).toString()).toBe('');
    expect(paramsWithFilters(current, { employment_type: 'all', is_tipped_role: null }).toString()).toBe(
      'title_search=cook',
    );
  });

  it('changes only the page when paging', () => {
    const current = new URLSearchParams('is_tipped_role=true&page=2');
    expect(paramsWithFilters(current, { page: 3 }).toString()).toBe('is_tipped_role=true&page=3');
    expect(paramsWithFilters(current, { page: 1 }).toString()).toBe('is_tipped_role=true');
  });
});
