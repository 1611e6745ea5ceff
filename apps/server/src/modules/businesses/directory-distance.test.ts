import { RADIUS_PLACE_MISSING, ZIP_NOT_FOUND } from '@perks/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Centers of ZIP codes 04101 and 04102 in the zipcodes table, and Saco, 14.4 miles from 04101's.
const ZIP_04101 = { latitude: 43.6606, longitude: -70.2589 };
const ZIP_04102 = { latitude: 43.6602, longitude: -70.2898 };
const SACO = { latitude: 43.5009, longitude: -70.4428 };

describe('the directory searched by distance', () => {
  const t = setUpTestApp();

  async function rows(query: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/businesses?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { name: string; distance_miles: number | null }[]).map(
      (business) => [business.name, business.distance_miles] as const,
    );
  }

  beforeAll(async () => {
    const db = t.app.db;
    await insertBusiness(db, { name: 'Anchor Saco', ...SACO });
    await insertBusiness(db, { name: 'Boat West End', ...ZIP_04102 });
    await insertBusiness(db, { name: 'Cove Unplaced' });
    await insertBusiness(db, { name: 'Dock Fore Street', ...ZIP_04101 });
  });

  it('lists the businesses within the radius nearest first, with their distance, and those without a point last', async () => {
    expect(await rows('zip=04101&radius=5')).toEqual([
      ['Dock Fore Street', 0],
      ['Boat West End', 1.5],
      ['Cove Unplaced', null],
    ]);
    expect(await rows('lat=43.6606&lng=-70.2589&radius=25')).toEqual([
      ['Dock Fore Street', 0],
      ['Boat West End', 1.5],
      ['Anchor Saco', 14.4],
      ['Cove Unplaced', null],
    ]);
  });

  it('keeps its name order and no distances without a place', async () => {
    expect(await rows('')).toEqual([
      ['Anchor Saco', null],
      ['Boat West End', null],
      ['Cove Unplaced', null],
      ['Dock Fore Street', null],
    ]);
  });

  it('counts and pages the nearby list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/businesses?zip=04101&radius=5&limit=2&page=2',
    });
    expect(res.json()).toMatchObject({ total: 3, page: 2, hasNext: false });
    expect(res.json().data.map((b: { name: string }) => b.name)).toEqual(['Cove Unplaced']);
  });

  it.each([
    ['zip=99999', 'zip', ZIP_NOT_FOUND],
    ['radius=10', 'radius', RADIUS_PLACE_MISSING],
  ])('answers %s with a 400 naming %s', async (query, field, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/businesses?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(res.json().error.message).toContain(message);
  });
});
