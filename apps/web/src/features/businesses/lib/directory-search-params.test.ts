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

describe('directoryFiltersFromParams near a place', () => {
  it('reads a ZIP code and radius; a position from the device when no ZIP code is typed', () => {
    expect(filters('zip=04101&radius=5')).toEqual({ zip: '04101', radius: 5 });
    const position = { lat: 43.66, lng: -70.255 };
    expect(directoryFiltersFromParams(new URLSearchParams('radius=25'), position)).toEqual({
      lat: 43.66,
      lng: -70.255,
      radius: 25,
    });
    // A typed ZIP code wins over the position.
    expect(directoryFiltersFromParams(new URLSearchParams('zip=04101'), position)).toEqual({ zip: '04101' });
  });

  it('drops a malformed ZIP code, a radius the menu does not offer, and a radius without a place', () => {
    expect(filters('zip=0410&radius=5')).toEqual({});
    expect(filters('zip=04101&radius=7')).toEqual({ zip: '04101' });
    expect(filters('radius=5')).toEqual({});
    // A refused field and a radius left without its place are both dropped.
    expect(filters('search=a&zip=abc&radius=5&city=portland')).toEqual({ city: 'portland' });
  });
});
