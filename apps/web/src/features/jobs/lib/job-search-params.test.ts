import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromParams, jobListHref, paramsWithFilters } from './job-search-params';

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

  it('reads a ZIP code and its radius, and writes them back', () => {
    expect(filtersFromParams(new URLSearchParams('zip=04101&radius=5'))).toEqual({ zip: '04101', radius: 5 });
    // A radius without a place is dropped, as the API would refuse it.
    expect(filtersFromParams(new URLSearchParams('radius=5'))).toEqual({});
    expect(jobListHref({ zip: '04101', radius: 5, role_type: 'cook' }, 1)).toBe(
      '/jobs?role_type=cook&zip=04101&radius=5',
    );
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

  it("reads the form's sort box, sent as one value without JavaScript, and leaves the default out", () => {
    const form = new URLSearchParams(
      'title_search=&location=&sort=salary%3Adesc&employment_type=all&role_type=all',
    );
    expect(filtersFromParams(form)).toEqual({ sort_by: 'salary', sort_order: 'desc' });
    expect(filtersFromParams(new URLSearchParams('sort=posted_at%3Adesc'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('sort=nonsense'))).toEqual({});
    // The app's own names win over a leftover form value.
    expect(filtersFromParams(new URLSearchParams('sort=salary%3Adesc&sort_by=title&sort_order=asc'))).toEqual(
      {
        sort_by: 'title',
        sort_order: 'asc',
      },
    );
  });

  it('links each page at a clean URL that keeps the filters', () => {
    const filters = filtersFromParams(
      new URLSearchParams('title_search=cook&location=&sort=title%3Aasc&is_tipped_role=true&page=2'),
    );
    expect(jobListHref(filters, 3)).toBe(
      '/jobs?title_search=cook&is_tipped_role=true&sort_by=title&sort_order=asc&page=3',
    );
    expect(jobListHref(filters, 1)).toBe(
      '/jobs?title_search=cook&is_tipped_role=true&sort_by=title&sort_order=asc',
    );
    expect(jobListHref({}, 1)).toBe('/jobs');
  });

  it('keeps a pay floor from the form, in dollars, and drops one the API would refuse', () => {
    const filters = filtersFromParams(new URLSearchParams('title_search=&min_pay=18.50&sort=&page=2'));
    expect(filters).toEqual({ min_pay: 18.5, page: 2 });
    expect(jobListHref(filters, 3)).toBe('/jobs?min_pay=18.5&page=3');
    for (const refused of ['-1', 'abc', '1e3', '100.01', '18.555', '0', '']) {
      expect(filtersFromParams(new URLSearchParams({ min_pay: refused })), refused).toEqual({});
    }
    expect(activeFilterCount({ min_pay: 18, sort_by: 'salary' })).toBe(1);
  });

  it('reads languages spoken at work repeated (a form) or comma-separated (the app), and writes them once', () => {
    const fromForm = filtersFromParams(new URLSearchParams('languages=so&languages=es&languages=so'));
    expect(fromForm).toEqual({ languages: ['es', 'so'] });
    expect(filtersFromParams(new URLSearchParams('languages=so%2Ces'))).toEqual(fromForm);
    expect(jobListHref(fromForm, 2)).toBe('/jobs?languages=es%2Cso&page=2');
    for (const refused of ['xx', 'ES', 'es,xx', '']) {
      expect(filtersFromParams(new URLSearchParams({ languages: refused })), refused).toEqual({});
    }
    expect(activeFilterCount({ languages: ['es', 'so'] })).toBe(1);
  });

  it('counts the filters that narrow the list, not the sort or the page', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(
      activeFilterCount(
        filtersFromParams(new URLSearchParams('location=Portland&role_type=bartender&sort_by=salary&page=2')),
      ),
    ).toBe(2);
  });

  it('reads a ZIP code and radius from the form; the device position only from memory, never the URL', () => {
    expect(filtersFromParams(new URLSearchParams('zip=04101&radius=5'))).toEqual({ zip: '04101', radius: 5 });
    // Without scripts the form sends the radius box whatever it says; without a place it is dropped.
    expect(filtersFromParams(new URLSearchParams('zip=&radius=10'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('zip=0410&radius=7'))).toEqual({});
    // A position in the URL is not read: only 'Near me' in this tab gives one.
    expect(filtersFromParams(new URLSearchParams('lat=43.66&lng=-70.25'))).toEqual({});
    const position = { lat: 43.66, lng: -70.255 };
    expect(filtersFromParams(new URLSearchParams('radius=25'), position)).toEqual({
      lat: 43.66,
      lng: -70.255,
      radius: 25,
    });
    // A typed ZIP code wins over the position.
    expect(filtersFromParams(new URLSearchParams('zip=04101'), position)).toEqual({ zip: '04101' });
    // Page links keep the ZIP code and radius, never a position.
    expect(jobListHref({ zip: '04101', radius: 5, ...position }, 2)).toBe('/jobs?zip=04101&radius=5&page=2');
    expect(activeFilterCount({ zip: '04101', radius: 5 })).toBe(1);
    expect(activeFilterCount({ ...position, radius: 5 })).toBe(1);
  });
});
