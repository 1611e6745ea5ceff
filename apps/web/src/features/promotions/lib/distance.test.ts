import { describe, expect, it } from 'vitest';
import { distanceLabel, milesBetween, sortByDistance } from './distance';

const MONUMENT_SQUARE = { latitude: 43.6591, longitude: -70.2568 };
const OLD_PORT = { latitude: 43.6567, longitude: -70.2488 };
const SOUTH_PORTLAND = { latitude: 43.6415, longitude: -70.2409 };

describe('distance', () => {
  it('measures across town in miles', () => {
    expect(milesBetween(MONUMENT_SQUARE, MONUMENT_SQUARE)).toBe(0);
    expect(milesBetween(MONUMENT_SQUARE, OLD_PORT)).toBeGreaterThan(0.3);
    expect(milesBetween(MONUMENT_SQUARE, OLD_PORT)).toBeLessThan(0.5);
  });

  it('sorts nearest first and keeps places without coordinates last, in their order', () => {
    const items = [
      { name: 'unknown A', latitude: null, longitude: null },
      { name: 'south', ...SOUTH_PORTLAND },
      { name: 'unknown B', latitude: null, longitude: null },
      { name: 'old port', ...OLD_PORT },
    ];
    const sorted = sortByDistance(items, (item) => item, MONUMENT_SQUARE);
    expect(sorted.map(({ item }) => item.name)).toEqual(['old port', 'south', 'unknown A', 'unknown B']);
    expect(sorted[2]?.miles).toBeNull();
  });

  it('labels short distances with a decimal', () => {
    expect(distanceLabel(0.42)).toBe('0.4 mi');
    expect(distanceLabel(12.4)).toBe('12 mi');
  });
});
