import { EMPLOYMENT_TYPES, ROLE_TYPES } from '@perks/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../test/call-as.ts';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findMatchingAlerts } from './job-alert-matching.repository.ts';

let t: TestApp;
let sam: Person;

beforeAll(async () => {
  t = await createTestApp();
  sam = await person(t.app, t.database.db);
});

afterAll(async () => {
  await t?.close();
});

// Small vocabularies, so filters and jobs meet often; LIKE's own characters (% and _) included.
const TITLES = ['Bar_tender', 'Line Cook', '100% Tips Server', 'Host', 'Sous chef'];
const PLACES = ['Portland, ME', 'South Portland', 'Old Port_West', 'Westbrook'];
const SEARCHES = ['ba', 'r_t', '0%', 'cook', 'HOST', 'ne c', 'er', 'zz'];
const LOCATIONS = ['port', 'Port_', 'west', 'ME', 'xx'];

const baseFiltersArb = fc.record(
  {
    title_search: fc.constantFrom(...SEARCHES),
    location: fc.constantFrom(...LOCATIONS),
    role_type: fc.constantFrom(...ROLE_TYPES),
    employment_type: fc.constantFrom(...EMPLOYMENT_TYPES),
    is_tipped_role: fc.boolean(),
    // Floors on, between and off the jobs' figures below, as a box or a URL sends them.
    min_pay: fc.constantFrom(12, 18, '18.00', 20.5, '25', 28),
    // 'Languages spoken at work': any of them, as a box list or URL text sends them.
    languages: fc.constantFrom('es', 'fr,so', ['en', 'ar'], 'vi'),
  },
  { requiredKeys: [] },
);

// A place or none: a ZIP code with or without a radius (a radius alone is refused).
const placeArb = fc.option(
  fc.record(
    { zip: fc.constantFrom('04101', '04102', '04005'), radius: fc.constantFrom(1, 5, 10, 25) },
    {
      requiredKeys: ['zip'],
    },
  ),
  { nil: undefined },
);
// At most three filters at once, so jobs pass them often enough for the place to decide.
// (fast-check refuses a maxLength above the entries there are: fewer when few filters were drawn.)
const someFiltersArb = baseFiltersArb.chain((filters) => {
  const entries = Object.entries(filters);
  return fc
    .subarray(entries, { maxLength: Math.min(3, entries.length) })
    .map((picked) => Object.fromEntries(picked) as Partial<typeof filters>);
});
const filtersArb = fc.tuple(someFiltersArb, placeArb).map(([filters, place]) => ({ ...filters, ...place }));

// Where the jobs' business is: the centers of 04101 and 04102 (1.5 miles apart), Saco (14.4 miles
// from 04101), or no point at all.
const pointArb = fc.constantFrom(
  { latitude: 43.6606, longitude: -70.2589 },
  { latitude: 43.6602, longitude: -70.2898 },
  { latitude: 43.5009, longitude: -70.4428 },
  {},
);

// Every way a job states pay (decision 065): base pay, a range, a minimum only, a top without a
// minimum (the card shows base pay then), none at all; tips counted only on a tipped role.
const payArb = fc.constantFrom(
  { base_hourly_pay: 18 },
  { base_hourly_pay: 12, estimated_tips_hourly: 8 },
  { base_hourly_pay: null, hourly_rate_min: 15, hourly_rate_max: 20.5 },
  { base_hourly_pay: null, hourly_rate_min: 18 },
  { base_hourly_pay: 16, hourly_rate_max: 28 },
  { base_hourly_pay: null, salary_display: '$45,000 a year' },
  { base_hourly_pay: null },
);

const jobArb = fc.record({
  title: fc.constantFrom(...TITLES),
  location: fc.constantFrom(...PLACES),
  role_type: fc.constantFrom(...ROLE_TYPES),
  employment_type: fc.constantFrom(...EMPLOYMENT_TYPES),
  is_tipped_role: fc.boolean(),
  languages: fc.constantFrom<string[]>([], ['en'], ['en', 'es'], ['so'], ['fr', 'ar']),
  pay: payArb,
  // Live, scheduled for later, or expired.
  when: fc.constantFrom('live', 'scheduled', 'expired'),
});

describe('alert matching', () => {
  it('takes exactly the jobs GET /jobs lists for the same filters and place', async () => {
    await fc.assert(
      fc.asyncProperty(
        filtersArb,
        pointArb,
        fc.array(jobArb, { minLength: 1, maxLength: 6 }),
        async (filters, point, specs) => {
          const business = await insertBusiness(t.database.db, point);
          const posted = [];
          for (const { when, pay, ...spec } of specs) {
            posted.push(
              await insertJob(t.database.db, {
                business_id: business.id,
                ...spec,
                ...pay,
                posted_at: daysFromNow(when === 'scheduled' ? 2 : -3),
                expires_at: daysFromNow(when === 'expired' ? -1 : 20),
              }),
            );
          }
          const created = await callAs(t.app, 'POST', '/user/job-alerts', sam, {
            name: 'Property',
            filters,
            frequency: 'instant',
            channels: ['email'],
          });
          expect(created.statusCode, created.body).toBe(201);
          const alertId = created.json().data.id as string;

          const query = new URLSearchParams({ business_id: business.id, limit: '50' });
          for (const [key, value] of Object.entries(filters)) query.set(key, String(value));
          const listed = await callAs(t.app, 'GET', `/jobs?${query}`, null);
          expect(listed.statusCode).toBe(200);
          const onPage = new Set((listed.json().data as { id: string }[]).map((job) => job.id));

          // All the jobs in one statement, as the sweep's batches match them.
          const found = await findMatchingAlerts(
            t.database.db,
            posted.map((job) => job.id),
          );
          const matched = new Set(found.filter((match) => match.id === alertId).map((match) => match.job_id));
          await callAs(t.app, 'DELETE', `/user/job-alerts/${alertId}`, sam);
          expect([...matched].sort()).toEqual([...onPage].sort());
        },
      ),
      { numRuns: 40 },
    );
  });
});
