import { COORDINATE_MESSAGES } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businesses, promotions } from '../../db/schema/index.ts';
import { apiCaller } from '../../test/admin-test-kit.ts';
import {
  answerDockside,
  DOCKSIDE,
  type FakeNominatim,
  fakeGeocoderEnv,
  place,
  startFakeNominatim,
} from '../../test/fake-nominatim.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { GeocoderError } from './geocoder.ts';
import { NominatimGeocoder } from './nominatim-geocoder.ts';

async function storedPoint(t: TestApp, id: string) {
  const [row] = await t.app.db
    .select({ latitude: businesses.latitude, longitude: businesses.longitude })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row;
}

describe('the Nominatim client against a local fake', () => {
  let fake: FakeNominatim;
  beforeAll(async () => {
    fake = await startFakeNominatim();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const client = (options: Partial<{ timeoutMs: number; minIntervalMs: number }> = {}) =>
    new NominatimGeocoder({
      url: `${fake.url}/`,
      userAgent: 'PerksTest/1.0 (test@example.com)',
      timeoutMs: options.timeoutMs ?? 2000,
      minIntervalMs: options.minIntervalMs ?? 0,
    });

  it('asks /search for the first match as JSON, naming itself, and reads the point', async () => {
    fake.answer = { places: [place(DOCKSIDE), place({ latitude: 1, longitude: 1 })] };
    expect(await client().locate('12 Commercial Street, Portland ME')).toEqual(DOCKSIDE);
    const [request] = fake.requests;
    expect(request?.path).toBe('/search');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      q: '12 Commercial Street, Portland ME',
      format: 'jsonv2',
      limit: '1',
    });
    expect(request?.userAgent).toBe('PerksTest/1.0 (test@example.com)');
  });

  it('answers null for an address it does not know', async () => {
    fake.answer = { places: [] };
    expect(await client().locate('nowhere at all')).toBeNull();
  });

  it.each([
    ['a 503', { status: 503, body: 'busy' }, /answered 503/],
    ['a reply that is not JSON', { status: 200, body: '<html>' }, /not JSON/],
    ['a place without a point', { status: 200, body: '[{"lat":"north"}]' }, /valid latitude/],
    ['an object instead of a list', { status: 200, body: '{"error":"x"}' }, /not a list/],
  ] as const)('throws a GeocoderError on %s', async (_case, answer, message) => {
    fake.answer = answer;
    const failure = client().locate('12 Commercial Street');
    await expect(failure).rejects.toThrow(GeocoderError);
    await expect(failure).rejects.toThrow(message);
  });

  it('gives up at the timeout', async () => {
    fake.answer = 'hang';
    await expect(client({ timeoutMs: 150 }).locate('12 Commercial Street')).rejects.toThrow(
      'The geocoder did not answer within 150 ms',
    );
  });

  it('spaces calls by the minimum interval (Nominatim asks for one a second)', async () => {
    fake.answer = { places: [place(DOCKSIDE)] };
    let now = 10_000;
    const waits: number[] = [];
    const clock = {
      now: () => now,
      sleep: async (ms: number) => {
        waits.push(ms);
      },
    };
    const geocoder = new NominatimGeocoder(
      { url: fake.url, userAgent: 'PerksTest/1.0', timeoutMs: 2000, minIntervalMs: 1000 },
      clock,
    );
    // Three asked at once: the first goes now, the others one and two intervals later.
    await Promise.all(['a', 'b', 'c'].map((address) => geocoder.locate(address)));
    expect(waits).toEqual([1000, 2000]);
    // Time moves on 2.5 s: the next may start half an interval after the last one's turn.
    now += 2500;
    await geocoder.locate('d');
    expect(waits).toEqual([1000, 2000, 500]);
    // Long after, no wait at all.
    now += 60_000;
    await geocoder.locate('e');
    expect(waits).toEqual([1000, 2000, 500]);
    expect(fake.requests).toHaveLength(5);
  });
});

describe('business points from the geocoder on the job queue', () => {
  let fake: FakeNominatim;
  let t: TestApp;
  let admin: Person;
  let member: Person;
  const call = apiCaller(() => t.app);

  beforeAll(async () => {
    fake = await startFakeNominatim();
    t = await createTestApp(fakeGeocoderEnv(fake, 200));
    admin = await person(t.app, t.app.db, { admin: true });
    member = await person(t.app, t.app.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => answerDockside(fake));

  const pointOf = (id: string) => storedPoint(t, id);
  const createAsAdmin = async (body: object) => {
    const response = await call('POST', '/admin/businesses', admin, { name: 'The Dockside Tap', ...body });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as string;
  };

  it('saves at once without waiting for the geocoder, then the queued job stores the point', async () => {
    fake.answer = 'hang';
    const id = await createAsAdmin({ address: '12 Commercial Street, Portland ME 04101' });
    expect(await pointOf(id)).toEqual({ latitude: null, longitude: null });
    fake.answer = { places: [place(DOCKSIDE)] };
    await t.app.jobs.runDueJobs();
    expect(await pointOf(id)).toEqual(DOCKSIDE);
    expect(fake.requests.at(-1)?.query.get('q')).toBe('12 Commercial Street, Portland ME 04101');
    // 'Near me' on /perks sorts by the point the perks list carries.
    await t.app.db.insert(promotions).values({
      business_id: id,
      title: 'Half-price oysters',
      description: 'Half-price oysters for members after 9pm.',
      discount_type: 'percentage',
      discount_value: 50,
    });
    const perks = (await call('GET', '/promotions?q=oysters', admin)).json().data;
    expect(perks[0]?.business).toMatchObject({ id, ...DOCKSIDE });
  });

  it.each([
    ['is down (503)', { status: 503, body: 'down' } as const],
    ['hangs past the timeout', 'hang' as const],
  ])(
    'keeps the business without a point when the geocoder %s, and a retry finds it later',
    async (_case, answer) => {
      fake.answer = answer;
      const id = await createAsAdmin({ address: '1 Portland Pier, Portland ME' });
      await t.app.jobs.runDueJobs();
      expect(await pointOf(id)).toEqual({ latitude: null, longitude: null });
      expect(fake.requests.length).toBeGreaterThan(0);
      fake.answer = { places: [place(DOCKSIDE)] };
      await t.app.jobs.runDueJobs({ includeDelayed: true });
      expect(await pointOf(id)).toEqual(DOCKSIDE);
    },
  );

  it('leaves a business the geocoder does not know without a point, and does not ask again', async () => {
    fake.answer = { places: [] };
    const id = await createAsAdmin({ address: '999 Nowhere Lane' });
    await t.app.jobs.runDueJobs({ includeDelayed: true });
    expect(await pointOf(id)).toEqual({ latitude: null, longitude: null });
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps a pin from the form and never asks the geocoder for it', async () => {
    const pin = { latitude: 43.659, longitude: -70.2488 };
    const id = await createAsAdmin({ address: '12 Commercial Street', ...pin });
    await t.app.jobs.runDueJobs();
    expect(await pointOf(id)).toEqual(pin);
    expect(fake.requests).toHaveLength(0);
  });

  it('drops the old point when the address changes without a pin, and finds the new one', async () => {
    const id = await createAsAdmin({ address: '12 Commercial Street' });
    await t.app.jobs.runDueJobs();
    expect(await pointOf(id)).toEqual(DOCKSIDE);
    const moved = { latitude: 43.6615, longitude: -70.2553 };
    fake.answer = { places: [place(moved)] };
    const put = await call('PUT', `/admin/businesses/${id}`, admin, {
      name: 'The Dockside Tap',
      address: '500 Congress Street',
    });
    expect(put.statusCode).toBe(200);
    expect(await pointOf(id)).toEqual({ latitude: null, longitude: null });
    await t.app.jobs.runDueJobs();
    expect(await pointOf(id)).toEqual(moved);
    // The same address saved again keeps its point and asks nothing.
    fake.requests.length = 0;
    await call('PUT', `/admin/businesses/${id}`, admin, {
      name: 'The Dockside Tap',
      address: '500 Congress Street',
    });
    await t.app.jobs.runDueJobs();
    expect(await pointOf(id)).toEqual(moved);
    expect(fake.requests).toHaveLength(0);
  });

  it("geocodes a member's new business too", async () => {
    const response = await call('POST', '/businesses', member, {
      name: 'Harbor Fish Bar',
      address: '9 Custom House Wharf, Portland ME',
    });
    expect(response.statusCode).toBe(201);
    await t.app.jobs.runDueJobs();
    expect(await pointOf(response.json().data.id)).toEqual(DOCKSIDE);
  });
});

describe('coordinates on business writes', () => {
  let t: TestApp;
  let admin: Person;
  let member: Person;
  const call = apiCaller(() => t.app);

  beforeAll(async () => {
    // The geocoder is off by default: pins still work, and nothing is queued or called.
    t = await createTestApp();
    admin = await person(t.app, t.app.db, { admin: true });
    member = await person(t.app, t.app.db);
  });
  afterAll(() => t.close());

  it.each([
    ['POST /admin/businesses', () => admin],
    ['POST /businesses', () => member],
  ] as const)('%s takes a valid pin (today refused as an unknown field)', async (route, who) => {
    const url = route.split(' ')[1]!;
    const response = await call('POST', url, who(), {
      name: 'Pinned Place',
      latitude: 43.65,
      longitude: -70.26,
    });
    expect(response.statusCode).toBe(201);
    expect(await storedPoint(t, response.json().data.id)).toEqual({ latitude: 43.65, longitude: -70.26 });
  });

  it.each([
    [{ latitude: 91, longitude: 0 }, 'latitude', COORDINATE_MESSAGES.latitude],
    [{ latitude: 0, longitude: -181 }, 'longitude', COORDINATE_MESSAGES.longitude],
    [{ latitude: '43.6', longitude: -70.2 }, 'latitude', COORDINATE_MESSAGES.latitude],
    [{ latitude: 43.6 }, 'longitude', COORDINATE_MESSAGES.pair],
    [{ longitude: -70.2 }, 'latitude', COORDINATE_MESSAGES.pair],
  ])('refuses %o with 400 naming %s', async (pin, field, message) => {
    for (const [url, who] of [
      ['/admin/businesses', admin],
      ['/businesses', member],
    ] as const) {
      const response = await call('POST', url, who, { name: 'Bad Pin', ...pin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatchObject({ field, message: expect.stringContaining(message) });
    }
  });
});
