import { describe, expect, it } from 'vitest';
import { savedJob, tidewater, tidewaterBartender } from '../testing/job-fixtures';
import { businessesOf, businessName, DEFAULT_SORT, NO_FILTERS, visiblePostings } from './job-postings-view';

const now = new Date('2026-03-10T12:00:00Z');
const jobs = [
  savedJob({ title: 'Line Cook', role_type: 'cook', posted_at: '2026-03-08T12:00:00.000Z' }),
  tidewaterBartender({ posted_at: '2026-03-09T12:00:00.000Z' }),
  savedJob({
    title: 'Host',
    role_type: 'host',
    status: 'pending',
    employment_type: 'temporary',
    posted_at: '2026-03-01T12:00:00.000Z',
  }),
  savedJob({
    title: 'Prep Cook',
    role_type: 'cook',
    posted_at: '2026-03-12T12:00:00.000Z',
    expires_at: null,
  }),
];
const titles = (list: { title: string }[]) => list.map((job) => job.title);

describe('visiblePostings', () => {
  it('sorts newest first by default', () => {
    expect(titles(visiblePostings(jobs, NO_FILTERS, DEFAULT_SORT, now))).toEqual([
      'Prep Cook',
      'Bartender',
      'Line Cook',
      'Host',
    ]);
  });

  it('searches title, business name and role type, ignoring case', () => {
    const search = (text: string) =>
      titles(visiblePostings(jobs, { ...NO_FILTERS, search: text }, DEFAULT_SORT, now));
    expect(search('COOK')).toEqual(['Prep Cook', 'Line Cook']);
    expect(search('tidewater')).toEqual(['Bartender']);
    expect(search('host')).toEqual(['Host']);
    expect(search('bartend')).toEqual(['Bartender']);
  });

  it('filters by business, employment type and status', () => {
    const only = (patch: Partial<typeof NO_FILTERS>) =>
      titles(visiblePostings(jobs, { ...NO_FILTERS, ...patch }, DEFAULT_SORT, now));
    expect(only({ business: tidewater.id })).toEqual(['Bartender']);
    expect(only({ employmentType: 'temporary' })).toEqual(['Host']);
    expect(only({ state: 'pending' })).toEqual(['Host']);
    expect(only({ state: 'scheduled' })).toEqual(['Prep Cook']);
    expect(only({ state: 'active' })).toEqual(['Bartender', 'Line Cook']);
  });

  it('sorts by title or business either way', () => {
    expect(titles(visiblePostings(jobs, NO_FILTERS, { key: 'title', direction: 'asc' }, now))).toEqual([
      'Bartender',
      'Host',
      'Line Cook',
      'Prep Cook',
    ]);
    expect(titles(visiblePostings(jobs, NO_FILTERS, { key: 'business', direction: 'desc' }, now))[0]).toBe(
      'Bartender',
    );
    expect(titles(visiblePostings(jobs, NO_FILTERS, { key: 'posted_at', direction: 'asc' }, now))[0]).toBe(
      'Host',
    );
  });
});

describe('business cell and counts', () => {
  it('names the business, else the company, else Unknown Business', () => {
    expect(businessName(savedJob())).toBe('Salt Pier Kitchen');
    expect(businessName(savedJob({ business: null, company: 'Old Name Cafe' }))).toBe('Old Name Cafe');
    expect(businessName(savedJob({ business: null, company: '' }))).toBe('Unknown Business');
  });

  it('lists the businesses once each, by name', () => {
    expect(businessesOf(jobs).map((b) => b.name)).toEqual(['Salt Pier Kitchen', 'Tidewater Oyster Bar']);
  });
});
