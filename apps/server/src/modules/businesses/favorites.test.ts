import { FAVORITES_MAX, FAVORITES_TOO_MANY } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, favoriteBusinesses } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const t = setUpTestApp();
let sam: Person;
let alex: Person;
const ids: string[] = [];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: Person | null, payload?: object) =>
  callAs(t.app, method, `/user/favorites${url}`, who, payload);
const favorites = async (who: Person) => (await call('GET', '', who)).json().data.business_ids as string[];

beforeAll(async () => {
  for (const name of ['A', 'B', 'C']) ids.push((await insertBusiness(t.database.db, { name })).id);
  sam = await person(t.app, t.database.db);
  alex = await person(t.app, t.database.db);
});

describe('favorites on the account', () => {
  it('adds, lists the latest first, and removes; each person has their own', async () => {
    expect(await favorites(sam)).toEqual([]);
    expect((await call('PUT', `/${ids[0]}`, sam)).json().data.business_ids).toEqual([ids[0]]);
    await call('PUT', `/${ids[1]}`, sam);
    // Adding again is fine and changes nothing.
    expect((await call('PUT', `/${ids[1]}`, sam)).statusCode).toBe(200);
    expect(new Set(await favorites(sam))).toEqual(new Set([ids[0], ids[1]]));
    expect(await favorites(alex)).toEqual([]);
    expect((await call('DELETE', `/${ids[0]}`, sam)).json().data.business_ids).toEqual([ids[1]]);
    expect((await call('DELETE', `/${ids[0]}`, sam)).statusCode).toBe(200);
  });

  it("merges the browser's list, skipping duplicates and businesses that do not exist", async () => {
    const res = await call('POST', '/merge', alex, { business_ids: [ids[2], ids[2], UNKNOWN, ids[0]] });
    expect(res.statusCode).toBe(200);
    expect(new Set(res.json().data.business_ids)).toEqual(new Set([ids[2], ids[0]]));
    const again = await call('POST', '/merge', alex, { business_ids: [ids[1]] });
    expect(new Set(again.json().data.business_ids)).toEqual(new Set([ids[0], ids[1], ids[2]]));
    expect((await call('PUT', `/${UNKNOWN}`, alex)).json().data.business_ids).toHaveLength(3);
  });

  it('drops a removed business from every list without an error', async () => {
    await t.database.db.delete(businesses).where(eq(businesses.id, ids[2]!));
    expect(await favorites(alex)).not.toContain(ids[2]);
    expect((await call('GET', '', alex)).statusCode).toBe(200);
  });

  it('needs a sign-in and valid ids', async () => {
    expect((await call('GET', '', null)).statusCode).toBe(401);
    expect((await call('PUT', `/${ids[0]}`, null)).statusCode).toBe(401);
    const bad = await call('PUT', '/nope', sam);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('businessId');
    const tooMany = await call('POST', '/merge', sam, { business_ids: Array(501).fill(UNKNOWN) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.field).toBe('business_ids');
    expect((await call('POST', '/merge', sam, { business_ids: 'x' })).json().error.field).toBe(
      'business_ids',
    );
  });
});

// PGlite runs one transaction at a time, so only PostgreSQL can show requests racing for the cap.
describe.runIf(onPostgres)('the favorites cap under requests sent at once', () => {
  /** Many businesses in one statement. */
  async function manyBusinesses(n: number): Promise<string[]> {
    const rows = await t.database.db
      .insert(businesses)
      .values(Array.from({ length: n }, (_, i) => ({ name: `Burst ${i}`, address: `${i} Fore St` })))
      .returning({ id: businesses.id });
    return rows.map((row) => row.id);
  }

  it(`holds ${FAVORITES_MAX} when adds and merges arrive together`, async () => {
    const room = 3;
    const burst = 12;
    const who = await person(t.app, t.database.db);
    const [kept, fresh] = await Promise.all([manyBusinesses(FAVORITES_MAX - room), manyBusinesses(burst)]);
    await t.database.db
      .insert(favoriteBusinesses)
      .values(kept.map((business_id) => ({ user_id: who.id, business_id })));
    const answers = await Promise.all(
      fresh.map((id, n) =>
        n % 2 === 0 ? call('PUT', `/${id}`, who) : call('POST', '/merge', who, { business_ids: [id] }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(room);
    expect(statuses.filter((s) => s === 422)).toHaveLength(burst - room);
    expect(answers.find((res) => res.statusCode === 422)?.json().error.message).toBe(FAVORITES_TOO_MANY);
    expect(await t.database.db.$count(favoriteBusinesses, eq(favoriteBusinesses.user_id, who.id))).toBe(
      FAVORITES_MAX,
    );
  });
});
