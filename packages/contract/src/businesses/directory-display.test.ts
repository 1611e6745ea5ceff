import { describe, expect, it } from 'vitest';
import {
  businessInitials,
  businessStatusLabel,
  companySizeBadge,
  mapsSearchUrl,
  openPositionsBadge,
} from './directory-display.ts';

describe('directory display rules', () => {
  it('words the open-positions badge by count', () => {
    expect(openPositionsBadge(0)).toBeNull();
    expect(openPositionsBadge(1)).toBe('1 open position');
    expect(openPositionsBadge(2)).toBe('2 open positions');
    expect(openPositionsBadge(5)).toBe('5 open positions');
    expect(openPositionsBadge(6)).toBe('Hiring now');
  });

  it('buckets team sizes at 10, 50 and 200', () => {
    expect(companySizeBadge(null)).toBeNull();
    expect(companySizeBadge(0)).toBeNull();
    expect(companySizeBadge(10)).toBe('1-10 employees');
    expect(companySizeBadge(11)).toBe('11-50 employees');
    expect(companySizeBadge(50)).toBe('11-50 employees');
    expect(companySizeBadge(51)).toBe('51-200 employees');
    expect(companySizeBadge(200)).toBe('51-200 employees');
    expect(companySizeBadge(201)).toBe('200+ employees');
  });

  it('falls back to two letters, links an address to a map search and names statuses', () => {
    expect(businessInitials(' salt pier')).toBe('SA');
    expect(mapsSearchUrl('12 Fore St, Portland')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Fore%20St%2C%20Portland',
    );
    expect(businessStatusLabel('active')).toBe('Active');
    expect(businessStatusLabel('inactive')).toBe('Inactive');
    expect(businessStatusLabel('archived')).toBe('Archived');
  });
});
