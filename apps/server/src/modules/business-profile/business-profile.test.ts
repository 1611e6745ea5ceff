import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUSINESS_PROFILE_MESSAGES,
  OPENING_HOURS_MESSAGES,
  PROFILE_SAVES_PER_HOUR,
  type TBusinessProfileInput,
  type TOpeningHours,
} from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildAppConfig } from '../../config/app-config.ts';
import { parseEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { auditEvents, businesses, businessMembers } from '../../db/schema/index.ts';
import {
  answerDockside,
  DOCKSIDE,
  type FakeNominatim,
  fakeGeocoderEnv,
  startFakeNominatim,
} from '../../test/fake-nominatim.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AccessTokens } from '../auth/index.ts';

// Decision 068: owners and managers edit their business's public profile; admins any business's.

const OPEN_DAY = { closed: false, open: '11:00', close: '22:00' };
const WEEK: TOpeningHours = {
  monday: { closed: true, open: null, close: null },
  tuesday: OPEN_DAY,
  wednesday: OPEN_DAY,
  thursday: OPEN_DAY,
  friday: { closed: false, open: '16:00', close: '01:00' },
  saturday: { closed: false, open: '16:00', close: '01:00' },
  sunday: { closed: false, open: '10:00', close: '15:00' },
};

let t: TestApp;
let fake: FakeNominatim;
let admin: Person;
let owner: Person;
let manager: Person;
let employee: Person;
let stranger: Person;
let activeId: string;
let waitingId: string;

const call = (method: 'GET' | 'PUT', url: string, who: Person | null, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...who?.auth, ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const save = (id: string, who: Person | null, body: unknown) =>
  call('PUT', `/businesses/${id}/profile`, who, body);

async function stored(id: string) {
  const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, id));
  return row!;
}

beforeAll(async () => {
  fake = await startFakeNominatim();
  t = await createTestApp(fakeGeocoderEnv(fake, 500));
  const db = t.app.db;
  activeId = (await insertBusiness(db, { name: 'Salt Pine Social', status: 'active', is_active: true })).id;
  waitingId = (await insertBusiness(db, { name: 'Waiting Room Cafe', status: 'inactive', is_active: false }))
    .id;
  admin = await person(t.app, db, { admin: true });
  owner = await person(t.app, db, {
    memberships: [
      { businessId: activeId, role: 'owner' },
      { businessId: waitingId, role: 'owner' },
    ],
  });
  manager = await person(t.app, db, { memberships: [{ businessId: activeId, role: 'manager' }] });
  employee = await person(t.app, db, { memberships: [{ businessId: activeId, role: 'employee' }] });
  stranger = await person(t.app, db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => answerDockside(fake));

describe('PUT /businesses/{id}/profile: who may', () => {
  const body = { description: 'Oysters and natural wine.', address: '12 Fore St, Portland, ME 04101' };

  const MISSING = '00000000-0000-4000-8000-00000000dead';
  const people = {
    owner: () => owner,
    manager: () => manager,
    admin: () => admin,
    employee: () => employee,
    stranger: () => stranger,
  };
  const places = { active: () => activeId, waiting: () => waitingId, missing: () => MISSING };
  const MATRIX: Array<[string, number, keyof typeof people, keyof typeof places]> = [
    ['its owner', 200, 'owner', 'active'],
    ['its manager', 200, 'manager', 'active'],
    ['an admin', 200, 'admin', 'active'],
    ['an admin, for a business waiting for review', 200, 'admin', 'waiting'],
    ['its owner, while it waits for review', 200, 'owner', 'waiting'],
    ['an employee on its list', 403, 'employee', 'active'],
    ['someone else, for a live business', 403, 'stranger', 'active'],
    ['someone else, for a business waiting for review', 404, 'stranger', 'waiting'],
    ['a manager of another business, for one waiting for review', 404, 'manager', 'waiting'],
    ['someone else, for no such business', 404, 'stranger', 'missing'],
    ['an admin, for no such business', 404, 'admin', 'missing'],
  ];

  it.each(MATRIX)('%s: %i', async (_case, status, who, where) => {
    const id = places[where]();
    const res = await save(id, people[who](), body);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().data).toMatchObject({ id, ...body });
  });

  it('needs a sign-in (401), and a uuid in the path (400)', async () => {
    expect((await save(activeId, null, body)).statusCode).toBe(401);
    expect((await save('not-a-uuid', owner, body)).statusCode).toBe(400);
  });

  it("leaves the refused caller's save unwritten", async () => {
    await save(activeId, owner, { description: 'Kept.' });
    expect((await save(activeId, stranger, { description: 'Taken over.' })).statusCode).toBe(403);
    expect((await stored(activeId)).description).toBe('Kept.');
  });

  it("audits an admin's save, and not the owner's own", async () => {
    const trail = () => t.app.db.select().from(auditEvents).where(eq(auditEvents.entity_id, activeId));
    const before = (await trail()).length;
    await save(activeId, owner, { description: 'By the owner.' });
    expect(await trail()).toHaveLength(before);
    await save(activeId, admin, { description: 'By an admin.' });
    const rows = await trail();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'business.update',
      changes: expect.objectContaining({ description: { from: 'By the owner.', to: 'By an admin.' } }),
    });
  });
});

describe('PUT /businesses/{id}/profile: what it keeps', () => {
  it('replaces the profile, round-trips the hours and culture, and shows them on the business page', async () => {
    const profile: TBusinessProfileInput = {
      description: 'Oysters and natural wine on the wharf.',
      address: '12 Fore St, Portland, ME 04101',
      phone: '(207) 555-0188',
      email: 'hello@saltpine.example',
      website_url: 'https://saltpine.example',
      instagram_url: 'https://www.instagram.com/saltpine',
      booking_url: 'https://book.example/saltpine',
      menu_url: 'https://saltpine.example/menu',
      opening_hours: WEEK,
      culture: { tip_out: '3% of sales to the bar and kitchen', average_out_time: '11:30 PM' },
    };
    const res = await save(activeId, owner, profile);
    expect(res.statusCode).toBe(200);
    const page = (await call('GET', `/businesses/${activeId}`, null)).json().data;
    expect(page).toMatchObject({
      ...profile,
      phone: '+12075550188',
      name: 'Salt Pine Social',
      opening_hours: WEEK,
      culture: { tip_out: '3% of sales to the bar and kitchen', average_out_time: '11:30 PM' },
    });
    expect(res.json().data).toEqual(page);

    // A closed day drops any times sent with it; blank fields and absent hours clear what was there.
    const cleared = await save(activeId, owner, {
      description: '',
      opening_hours: { ...WEEK, monday: { closed: true, open: '09:00', close: '17:00' } },
      culture: { tip_out: '  ' },
    });
    expect(cleared.json().data).toMatchObject({
      description: null,
      phone: null,
      booking_url: null,
      culture: {},
      opening_hours: { monday: { closed: true, open: null, close: null } },
    });
    expect((await save(activeId, owner, {})).json().data.opening_hours).toBeNull();
  });

  it('leaves name, type, status and colour to admins: the body may not carry them', async () => {
    for (const field of ['name', 'business_type', 'status', 'primary_color', 'logo_url']) {
      const res = await save(activeId, owner, { [field]: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(`Unknown field: ${field}`);
    }
    expect(await stored(activeId)).toMatchObject({ name: 'Salt Pine Social', status: 'active' });
  });

  it.each([
    [
      { opening_hours: { ...WEEK, tuesday: { closed: false, open: '9am', close: '22:00' } } },
      'opening_hours.tuesday.open',
      OPENING_HOURS_MESSAGES.open('tuesday'),
    ],
    [
      { opening_hours: { ...WEEK, sunday: { closed: false, open: '10:00' } } },
      'opening_hours.sunday.close',
      OPENING_HOURS_MESSAGES.close('sunday'),
    ],
    [
      { opening_hours: { ...WEEK, friday: { closed: false, open: '16:00', close: '16:00' } } },
      'opening_hours.friday.close',
      OPENING_HOURS_MESSAGES.same('friday'),
    ],
    [{ opening_hours: { monday: WEEK.monday } }, 'opening_hours.tuesday', OPENING_HOURS_MESSAGES.week],
    [{ website_url: 'javascript:alert(1)' }, 'website_url', 'Must be a valid http(s) address'],
    [{ booking_url: 'ftp://book.example' }, 'booking_url', 'Must be a valid http(s) address'],
    [{ phone: 'call us' }, 'phone', 'Invalid phone number format'],
    [{ description: 'x'.repeat(501) }, 'description', 'Description too long (max 500 characters)'],
    [
      { culture: { tip_out: 'x'.repeat(81) } },
      'culture.tip_out',
      BUSINESS_PROFILE_MESSAGES.culture('tip_out'),
    ],
    [{ culture: { vibes: 'good' } }, 'culture', 'Unknown field: vibes'],
    [{ latitude: 43.65 }, 'longitude', 'Latitude and longitude go together: send both or neither'],
    [{ latitude: 40.7128, longitude: -74.006 }, 'latitude', BUSINESS_PROFILE_MESSAGES.pinOutside],
    [{ latitude: 43.65, longitude: 70.25 }, 'longitude', BUSINESS_PROFILE_MESSAGES.pinOutside],
    [{ description: 42 }, 'description', undefined],
    [{ opening_hours: 'Mon-Fri 9-5' }, 'opening_hours', undefined],
    [{ latitude: '43.65', longitude: '-70.25' }, 'latitude', undefined],
  ] as const)('refuses %j naming %s', async (body, field, message) => {
    const before = await stored(activeId);
    const res = await save(activeId, owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    if (message) expect(res.json().error.message).toContain(message);
    expect((await stored(activeId)).updated_at).toEqual(before.updated_at);
  });

  it('refuses a NUL character, a body that is not JSON, and a huge body', async () => {
    expect((await save(activeId, owner, { description: 'Oysters\u0000' })).statusCode).toBe(400);
    const notJson = await call('PUT', `/businesses/${activeId}/profile`, owner, '{"description":', {
      'content-type': 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await save(activeId, owner, { description: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('PUT /businesses/{id}/profile: the point on the map', () => {
  let id: string;
  beforeAll(async () => {
    id = (await insertBusiness(t.app.db, { name: 'Pin Test Tap', address: null })).id;
    await t.app.db.insert(businessMembers).values({ business_id: id, user_id: owner.id, role: 'owner' });
    // The lookups earlier saves queued are done with, so each test here sees only its own.
    await t.app.jobs.runDueJobs({ includeDelayed: true });
  });

  it('asks the geocoder after an address change, and stores its point', async () => {
    const res = await save(id, owner, { address: '12 Commercial Street, Portland ME 04101' });
    expect(res.json().data).toMatchObject({ latitude: null, longitude: null });
    await t.app.jobs.runDueJobs();
    expect(fake.requests.map((request) => request.query.get('q'))).toEqual([
      '12 Commercial Street, Portland ME 04101',
    ]);
    expect((await call('GET', `/businesses/${id}`, owner)).json().data).toMatchObject(DOCKSIDE);
    // The same address again keeps the point and asks nothing.
    fake.requests.length = 0;
    await save(id, owner, { address: '12 Commercial Street, Portland ME 04101', description: 'Taps.' });
    await t.app.jobs.runDueJobs();
    expect(fake.requests).toHaveLength(0);
    expect(await stored(id)).toMatchObject(DOCKSIDE);
  });

  it('keeps a hand pin, never asks the geocoder for it, and the geocoder never overwrites it', async () => {
    const pin = { latitude: 43.6591, longitude: -70.2568 };
    const res = await save(id, owner, { address: '500 Congress Street, Portland ME', ...pin });
    expect(res.json().data).toMatchObject(pin);
    await t.app.jobs.runDueJobs({ includeDelayed: true });
    expect(fake.requests).toHaveLength(0);
    // Saved again without touching the pin: it stays.
    await save(id, owner, { address: '500 Congress Street, Portland ME', description: 'Pinned.' });
    await t.app.jobs.runDueJobs({ includeDelayed: true });
    expect(fake.requests).toHaveLength(0);
    expect(await stored(id)).toMatchObject(pin);
    // A new address without a new pin: the old pin was for the old place, so it is found again.
    await save(id, owner, { address: '1 Portland Pier, Portland ME' });
    expect(await stored(id)).toMatchObject({ latitude: null, longitude: null });
    await t.app.jobs.runDueJobs();
    expect(await stored(id)).toMatchObject(DOCKSIDE);
  });

  it('saves even when the geocoder is down', async () => {
    fake.answer = { status: 503, body: 'down' };
    const res = await save(id, owner, { address: '2 Wharf Street, Portland ME' });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await stored(id)).toMatchObject({ address: '2 Wharf Street, Portland ME', latitude: null });
  });
});

describe('PUT /businesses/{id}/profile: the save budget', () => {
  it(`allows ${PROFILE_SAVES_PER_HOUR} saves an hour per account, also when sent at once`, async () => {
    const busy = await person(t.app, t.app.db, { memberships: [{ businessId: activeId, role: 'manager' }] });
    const answers = await Promise.all(
      Array.from({ length: PROFILE_SAVES_PER_HOUR + 5 }, (_, index) =>
        save(activeId, busy, { description: `Save ${index}` }),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({
      200: PROFILE_SAVES_PER_HOUR,
      429: 5,
    });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().error.message).toBe(BUSINESS_PROFILE_MESSAGES.tooManySaves);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back by it.
    expect((await save(activeId, owner, { description: 'Still mine.' })).statusCode).toBe(200);
  });
});

describe('GET /admin/businesses/{id}', () => {
  it('answers the latitude and longitude', async () => {
    await save(activeId, owner, { address: '12 Fore St, Portland, ME 04101', ...DOCKSIDE });
    const res = await call('GET', `/admin/businesses/${activeId}`, admin);
    expect(res.json().data).toMatchObject(DOCKSIDE);
  });
});

describe('PUT /businesses/{id}/profile while the database refuses connections', () => {
  it('answers 503 with Retry-After, never 500', async () => {
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/unreachable',
      pgliteDataDir: '',
      poolMax: 1,
      connectionTimeoutMs: 1000,
    });
    const config = buildAppConfig(
      parseEnv({
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'perks-profile-outage-')),
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        JOB_WORKERS: 'false',
      }),
    );
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      const token = await new AccessTokens(config).sign({
        userId: owner.id,
        phone: '+12075550100',
        isAdmin: false,
        sessionId: '00000000-0000-4000-8000-000000000001',
      });
      const res = await app.inject({
        method: 'PUT',
        url: `/api/v1/businesses/${activeId}/profile`,
        headers: { authorization: `Bearer ${token}` },
        payload: { description: 'Down.' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
