import { describe, expect, it } from 'vitest';
import { activeFilterLabels, type DirectoryView, pageRange, resultSummary } from './directory-summary';

const none: DirectoryView = {
  search: '',
  hiringNow: false,
  favoritesOnly: false,
  size: 'all',
  industry: 'all',
  city: 'all',
  sortBy: 'name',
};

describe('directory summary', () => {
  it('says how many are shown and with which filters', () => {
    expect(resultSummary(none, 20)).toBe('Showing 20 businesses');
    expect(resultSummary({ ...none, search: 'pier', hiringNow: true, city: 'portland' }, 1)).toBe(
      'Showing 1 business · Search: "pier", Hiring Now, Portland',
    );
    expect(resultSummary({ ...none, favoritesOnly: true, city: 'gorham' }, 3)).toBe(
      'Showing 3 favorite businesses',
    );
  });

  it('names every active filter once', () => {
    expect(
      activeFilterLabels({ ...none, size: 'large', industry: 'hospitality', sortBy: 'created_at' }),
    ).toEqual([
      { key: 'size', label: 'Large (50+)' },
      { key: 'industry', label: 'Hospitality' },
      { key: 'sortBy', label: 'Sorted by Newest' },
    ]);
  });

  it('gives the page range', () => {
    expect(pageRange(1, 20, 57)).toBe('Showing 1-20 of 57 businesses');
    expect(pageRange(3, 20, 57)).toBe('Showing 41-57 of 57 businesses');
  });
});
