import { describe, expect, it } from 'vitest';
import { directoryFiltersFromParams } from './directory-search-params';

const filters = (query: string) => directoryFiltersFromParams(new URLSearchParams(query));

describe('directoryFiltersFromParams', () => {
  it('reads every server filter from the URL, leaving defaults out', () => {
    expect(filters('')).toEqual({});
    expect(
      filters(
        'search=pier&size=medium&industry=hospitality&city=portland&sort_by=created_at&hiring_now=true&page=3',
      ),
    ).toEqual({
      search: 'pier',
      company_size_min: 11,
      company_size_max: 50,
      industry: 'hospitality',
      city: 'portland',
      sort_by: 'created_at',
      hiring_now: true,
      page: 3,
    });
    expect(filters('size=large')).toEqual({ company_size_min: 51 });
    expect(filters('size=small')).toEqual({ company_size_min: 1, company_size_max: 10 });
  });

  it('drops what the API would refuse and the browser-only favorites filter', () => {
    expect(filters('search=a&city=boston&sort_by=rating&page=0&size=huge&favorites_only=true')).toEqual({});
  });
});
