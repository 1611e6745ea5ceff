import {
  COORDINATE_MESSAGES,
  NUL_CHARACTER_MESSAGE,
  RADIUS_INVALID,
  RADIUS_PLACE_MISSING,
  ZIP_INVALID,
  ZIP_NOT_FOUND,
} from '@perks/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema/businesses.ts';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { setUpTestApp } from '../../test/test-app.ts';

interface ListBody {
  data: { title: string; distance_miles: number | null }[];
  total: number;
  hasNext: boolean;
}

// The centers of two Portland ZIP codes in the zipcodes table, and Saco, 14.4 miles from 04101's.
const ZIP_04101 = { latitude: 43.6606, longitude: -70.2589 };
const ZIP_04102 = { latitude: 43.6602, longitude: -70.2898 };
const SACO = { latitude: 43.5009, longitude: -70.4428 };

describe('the job board searched by distance', () => {
  const t = setUpTestApp();
  let unplaced: string;

  async function list(query: string): Promise<ListBody> {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const rows = async (query: string) =>
    (await list(query)).data.map((job) => [job.title, job.distance_miles] as const);

  beforeAll(async () => {
    const db = t.app.db;
    const fore = await insertBusiness(db, { name: 'Fore Street', ...ZIP_04101 });
    const west = await insertBusiness(db, { name: 'West End Deli', ...ZIP_04102 });
    const saco = await insertBusiness(db, { name: 'Saco Pier', ...SACO });
    const noPin = await insertBusiness(db, { name: 'No Pin Bistro' });
    unplaced = noPin.id;
    // Newest first without a place: the Saco job, then the one without a point, then the two near.
    const posted = [
      [fore, 'Cook', -4],
      [west, 'Server', -3],
      [west, 'Host', -3.5],
      [noPin, 'Dishwasher', -2],
      [saco, 'Bartender', -1],
    ] as const;
    for (const [business, title, days] of posted) {
      await insertJob(db, {
        business_id: business.id,
        company: business.name,
        title,
        posted_at: daysFromNow(days),
      });
    }
  });

  it('lists the jobs within the radius nearest first, with their distance, and those without a point last', async () => {
    expect(await rows('zip=04101&radius=5')).toEqual([
      ['Cook', 0],
      ['Server', 1.5],
      ['Host', 1.5],
      ['Dishwasher', null],
    ]);
    expect(await rows('zip=04101&radius=25')).toEqual([
      ['Cook', 0],
      ['Server', 1.5],
      ['Host', 1.5],
      ['Bartender', 14.4],
      ['Dishwasher', null],
    ]);
  });

  it('reaches 10 miles when a place comes without a radius', async () => {
    expect((await rows('zip=04101')).map(([title]) => title)).toEqual([
      'Cook',
      'Server',
      'Host',
      'Dishwasher',
    ]);
  });

  it('measures from a position as from a ZIP code', async () => {
    expect(await rows('lat=43.6602&lng=-70.2898&radius=1')).toEqual([
      ['Server', 0],
      ['Host', 0],
      ['Dishwasher', null],
    ]);
  });

  it('keeps the other filters and the requested order within a business', async () => {
    expect(await rows('zip=04102&radius=1&sort_by=title&sort_order=asc')).toEqual([
      ['Host', 0],
      ['Server', 0],
      ['Dishwasher', null],
    ]);
    expect(await rows('zip=04101&radius=25&title_search=ost')).toEqual([['Host', 1.5]]);
  });

  it('pages through the same order, to the jobs without a point', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const body = await list(`zip=04101&radius=25&limit=2&page=${page}`);
      pages.push({ titles: body.data.map((job) => job.title), total: body.total, hasNext: body.hasNext });
    }
    expect(pages).toEqual([
      { titles: ['Cook', 'Server'], total: 5, hasNext: true },
      { titles: ['Host', 'Bartender'], total: 5, hasNext: true },
      { titles: ['Dishwasher'], total: 5, hasNext: false },
    ]);
  });

  it('pages one job at a time, and three at a time, into the same order across the radius end', async () => {
    const whole = ['Cook', 'Server', 'Host', 'Bartender', 'Dishwasher'];
    const titles = async (limit: number, pages: number) => {
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const body = await list(`zip=04101&radius=25&limit=${limit}&page=${page}`);
        expect(body.hasNext, `limit ${limit}, page ${page}`).toBe(page < pages);
        seen.push(...body.data.map((job) => job.title));
      }
      return seen;
    };
    expect(await titles(1, 5)).toEqual(whole);
    expect(await titles(3, 2)).toEqual(whole);
    // A page past the end is empty, whether the radius holds jobs or not.
    expect((await list('zip=04101&radius=25&limit=2&page=4')).data).toEqual([]);
    expect((await list('zip=04101&radius=1&limit=1&page=3')).data).toEqual([]);
  });

  it('leaves a list without a place as it was, with no distances', async () => {
    expect(await rows('')).toEqual([
      ['Bartender', null],
      ['Dishwasher', null],
      ['Server', null],
      ['Host', null],
      ['Cook', null],
    ]);
  });

  it("searches one business's jobs by distance too", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${unplaced}/jobs?zip=04101` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((job: { distance_miles: number | null }) => job.distance_miles)).toEqual([
      null,
    ]);
  });

  it.each([
    ['zip=0410%00', 'zip', NUL_CHARACTER_MESSAGE],
    ['zip=abcde', 'zip', ZIP_INVALID],
    ['zip=04101&zip=04102', 'zip', ZIP_INVALID],
    ['zip=00000', 'zip', ZIP_NOT_FOUND],
    ['zip=04101&radius=7', 'radius', RADIUS_INVALID],
    ['radius=5', 'radius', RADIUS_PLACE_MISSING],
    ['lat=91&lng=-70.2', 'lat', COORDINATE_MESSAGES.latitude],
    ['lat=43.6&lng=west', 'lng', COORDINATE_MESSAGES.longitude],
    ['lat=43.6', 'lng', COORDINATE_MESSAGES.pair],
  ])('answers %s with a 400 naming %s', async (query, field, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(error.message).toContain(message);
  });

  it("moves a business's jobs when its point changes", async () => {
    await t.app.db.update(businesses).set(ZIP_04102).where(eq(businesses.id, unplaced));
    // Two businesses at one point: each one's jobs together, in either order.
    expect((await rows('zip=04102&radius=1')).sort()).toEqual([
      ['Dishwasher', 0],
      ['Host', 0],
      ['Server', 0],
    ]);
    await t.app.db
      .update(businesses)
      .set({ latitude: null, longitude: null })
      .where(eq(businesses.id, unplaced));
    expect((await rows('zip=04102&radius=1')).at(-1)).toEqual(['Dishwasher', null]);
  });
});
