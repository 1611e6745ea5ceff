import { describe, expect, it } from 'vitest';
import { COORDINATE_MESSAGES } from '../businesses/coordinates.ts';
import { ZJobListQuery } from './job-list-query.schema.ts';
import {
  milesFromMeters,
  RADIUS_INVALID,
  RADIUS_PLACE_MISSING,
  readRadius,
  ZIP_INVALID,
  ZIP_OR_POSITION_INVALID,
} from './place.ts';

function issues(query: Record<string, unknown>) {
  const parsed = ZJobListQuery.safeParse(query);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

describe('the job list query with a place', () => {
  it('reads a ZIP code, a position and a radius from query text', () => {
    expect(ZJobListQuery.parse({ zip: ' 04101 ', radius: '5' })).toMatchObject({ zip: '04101', radius: 5 });
    expect(ZJobListQuery.parse({ lat: '43.6591', lng: '-70.2568' })).toMatchObject({
      lat: 43.6591,
      lng: -70.2568,
    });
    expect(ZJobListQuery.parse({ lat: 43.6591, lng: -70.2568, radius: 25 }).radius).toBe(25);
  });

  it('leaves the radius to the server when a place comes without one, and reads blanks as absent', () => {
    expect(ZJobListQuery.parse({ zip: '04101' }).radius).toBeUndefined();
    expect(ZJobListQuery.parse({ zip: '', lat: ' ', radius: '' })).toEqual({ page: 1, limit: 20 });
  });

  it.each([
    ['zip', { zip: '4101' }, ZIP_INVALID],
    ['zip', { zip: '04101-1234' }, ZIP_INVALID],
    ['zip', { zip: '04101\u0000' }, ZIP_INVALID],
    ['zip', { zip: 4101 }, ZIP_INVALID],
    ['zip', { zip: ['04101'] }, ZIP_INVALID],
    ['lat', { lat: '91', lng: '0' }, COORDINATE_MESSAGES.latitude],
    ['lat', { lat: '1e2', lng: '0' }, COORDINATE_MESSAGES.latitude],
    ['lat', { lat: true, lng: '0' }, COORDINATE_MESSAGES.latitude],
    ['lng', { lat: '0', lng: '-180.5' }, COORDINATE_MESSAGES.longitude],
    ['lng', { lat: '43.6' }, COORDINATE_MESSAGES.pair],
    ['lat', { lng: '-70.2' }, COORDINATE_MESSAGES.pair],
    ['zip', { zip: '04101', lat: '43.6', lng: '-70.2' }, ZIP_OR_POSITION_INVALID],
    ['radius', { zip: '04101', radius: '7' }, RADIUS_INVALID],
    ['radius', { zip: '04101', radius: '5.0' }, RADIUS_INVALID],
    ['radius', { zip: '04101', radius: 'ten' }, RADIUS_INVALID],
    ['radius', { radius: '5' }, RADIUS_PLACE_MISSING],
  ])('answers a bad %s with an error naming it', (field, query, message) => {
    expect(issues(query)).toEqual([{ field, message }]);
  });
});

describe('readRadius', () => {
  it('takes only the four radii', () => {
    expect([1, 5, 10, 25, '1', '25'].map(readRadius)).toEqual([1, 5, 10, 25, 1, 25]);
    expect([0, 2, 7, 100, -5, '', null].map(readRadius)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('milesFromMeters', () => {
  it('answers miles to one decimal', () => {
    expect(milesFromMeters(0)).toBe(0);
    expect(milesFromMeters(3701.5)).toBe(2.3);
    expect(milesFromMeters(1609.344 * 25)).toBe(25);
    expect(milesFromMeters(80)).toBe(0);
  });
});
