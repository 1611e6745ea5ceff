import { RADIUS_PLACE_MISSING, ZIP_NOT_FOUND } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { findMatchingAlerts } from './job-alert-matching.repository.ts';

// The centers of two Portland ZIP codes in the zipcodes table, 1.5 miles apart (distance-search.test.ts).
const ZIP_04101 = { latitude: 43.6606, longitude: -70.2589 };
const ZIP_04102 = { latitude: 43.6602, longitude: -70.2898 };

describe('job alerts with a place', () => {
  const t = setUpTestApp();
  const jobIds: Record<'fore' | 'west' | 'unplaced', string> = { fore: '', west: '', unplaced: '' };

  beforeAll(async () => {
    const db = t.app.db;
    const at = {
      fore: await insertBusiness(db, { name: 'Fore Street', ...ZIP_04101 }),
      west: await insertBusiness(db, { name: 'West End Deli', ...ZIP_04102 }),
      unplaced: await insertBusiness(db, { name: 'No Pin Bistro' }),
    };
    for (const key of ['fore', 'west', 'unplaced'] as const) {
      jobIds[key] = (await insertJob(db, { business_id: at[key].id, title: `Cook ${key}` })).id;
    }
  });

  const save = (who: Person, filters: object) =>
    callAs(t.app, 'POST', '/user/job-alerts', who, {
      name: 'Near the Old Port',
      filters,
      frequency: 'instant',
      channels: ['email'],
    });

  /** The jobs (by their business) an alert matches among the three. */
  async function matchedBy(alertId: string): Promise<string[]> {
    const found = await findMatchingAlerts(t.app.db, Object.values(jobIds));
    const byId = Object.fromEntries(Object.entries(jobIds).map(([key, id]) => [id, key]));
    return found
      .filter((match) => match.id === alertId)
      .map((match) => byId[match.job_id]!)
      .sort();
  }

  const storedPlace = async (alertId: string) => {
    const [row] = await t.app.db
      .select({ zip: jobAlerts.zip, radius_miles: jobAlerts.radius_miles, geo: jobAlerts.geo })
      .from(jobAlerts)
      .where(eq(jobAlerts.id, alertId));
    return { zip: row?.zip, radius_miles: row?.radius_miles, placed: row?.geo != null };
  };

  it('matches jobs within the radius and jobs whose business has no point, as the board lists them', async () => {
    const sam = await person(t.app, t.app.db);
    const near = await save(sam, { zip: '04101', radius: 1 });
    expect(near.statusCode, near.body).toBe(201);
    const alert = near.json().data;
    expect(alert.filters).toEqual({ zip: '04101', radius: 1 });
    expect(await matchedBy(alert.id)).toEqual(['fore', 'unplaced']);

    const wider = await callAs(t.app, 'PATCH', `/user/job-alerts/${alert.id}`, sam, {
      filters: { zip: '04101', radius: 5 },
    });
    expect(wider.statusCode, wider.body).toBe(200);
    expect(await matchedBy(alert.id)).toEqual(['fore', 'unplaced', 'west']);
  });

  it('keeps the default radius with a ZIP code, and clearing the place clears all of it', async () => {
    const sam = await person(t.app, t.app.db);
    const created = await save(sam, { zip: '04102', title_search: 'cook' });
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json().data;
    expect(alert.filters).toEqual({ zip: '04102', radius: 10, title_search: 'cook' });
    expect(await storedPlace(alert.id)).toEqual({ zip: '04102', radius_miles: 10, placed: true });

    const cleared = await callAs(t.app, 'PATCH', `/user/job-alerts/${alert.id}`, sam, {
      filters: { title_search: 'cook' },
    });
    expect(cleared.json().data.filters).toEqual({ title_search: 'cook' });
    expect(await storedPlace(alert.id)).toEqual({ zip: null, radius_miles: null, placed: false });
    // Without a place it matches as before: every job with the title.
    expect(await matchedBy(alert.id)).toEqual(['fore', 'unplaced', 'west']);
  });

  it('refuses a position, an unknown ZIP code and a radius without one, saving nothing', async () => {
    const sam = await person(t.app, t.app.db);
    const cases: [object, string, string][] = [
      [{ lat: 43.66, lng: -70.26 }, 'filters', 'Unknown fields: lat, lng'],
      [{ zip: '04101', lat: 43.66 }, 'filters', 'Unknown field: lat'],
      [{ zip: '00000' }, 'filters.zip', ZIP_NOT_FOUND],
      [{ radius: 5 }, 'filters.radius', RADIUS_PLACE_MISSING],
    ];
    for (const [filters, field, message] of cases) {
      const answer = await save(sam, filters);
      expect(answer.statusCode, JSON.stringify(filters)).toBe(400);
      expect(answer.json().error, JSON.stringify(filters)).toMatchObject({ field });
      expect(answer.json().error.message, JSON.stringify(filters)).toContain(message);
    }
    const list = await callAs(t.app, 'GET', '/user/job-alerts', sam);
    expect(list.json().data.items).toEqual([]);
  });

  it('leaves an alert as it was when a change names an unknown ZIP code', async () => {
    const sam = await person(t.app, t.app.db);
    const alert = (await save(sam, { zip: '04101', radius: 5 })).json().data;
    const answer = await callAs(t.app, 'PATCH', `/user/job-alerts/${alert.id}`, sam, {
      filters: { zip: '00000' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({ field: 'filters.zip', message: ZIP_NOT_FOUND });
    expect(await storedPlace(alert.id)).toEqual({ zip: '04101', radius_miles: 5, placed: true });
  });
});
