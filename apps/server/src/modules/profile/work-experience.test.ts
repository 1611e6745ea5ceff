import { WORK_EXPERIENCE_MESSAGES as M, WORK_EXPERIENCE_LIMITS } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workExperiences } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

interface Member {
  id: string;
  auth: { authorization: string };
}

const t = setUpTestApp();
let owner: Member;
let other: Member;
let admin: Member;

const base = (userId: string) => `/api/v1/users/${userId}/work-experience`;
const send = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  who: Member | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who?.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const stats = async (userId: string, who: Member = owner) =>
  (await send('GET', `${base(userId)}/stats`, who)).json().data;
const rowOf = async (id: string) =>
  (await t.database.db.select().from(workExperiences).where(eq(workExperiences.id, id)))[0];

let nextPhone = 0;
async function member(isAdmin = false): Promise<Member> {
  nextPhone += 1;
  const user = await createTestUser(t.database.db, {
    phone: `+1207555${String(7100 + nextPhone)}`,
    first_name: `Member${nextPhone}`,
    is_admin: isAdmin,
  });
  return { id: user.id, auth: await authHeadersFor(t.app, user) };
}

const bartender = {
  company_name: '  Salt Pier Kitchen ',
  position_title: 'Bartender',
  location: 'Portland, ME',
  start_date: '2021-03-01',
  end_date: '2023-03-01',
  is_current: false,
  description: 'Ran the raw bar.',
  employment_type: 'full-time',
  hourly_wage: 14.5,
};
const server = {
  company_name: 'Harbor Oyster Bar',
  position_title: 'Server',
  start_date: '2023-04-01',
  is_current: true,
};

beforeAll(async () => {
  owner = await member();
  other = await member();
  admin = await member(true);
});

describe('a member keeps their own work history', () => {
  it('adds, updates and deletes entries, with the stats following each change', async () => {
    expect(await stats(owner.id)).toEqual({
      totalJobs: 0,
      yearsExperience: 0,
      currentPosition: null,
      mostRecentCompany: null,
    });

    const first = await send('POST', base(owner.id), owner, bartender);
    expect(first.statusCode).toBe(201);
    const past = first.json().data;
    expect(past).toMatchObject({
      user_id: owner.id,
      company_name: 'Salt Pier Kitchen',
      start_date: '2021-03-01',
      end_date: '2023-03-01',
      is_current: false,
      employment_type: 'full-time',
      hourly_wage: 14.5,
    });
    expect(await stats(owner.id)).toEqual({
      totalJobs: 1,
      yearsExperience: 2,
      currentPosition: null,
      mostRecentCompany: 'Salt Pier Kitchen',
    });

    const second = await send('POST', base(owner.id), owner, { ...server, location: '  ', description: '' });
    expect(second.statusCode).toBe(201);
    const current = second.json().data;
    // Blank optionals are absent, stored as nothing; the type defaults to part-time.
    expect(current).toMatchObject({
      location: null,
      description: null,
      end_date: null,
      hourly_wage: null,
      employment_type: 'part-time',
    });
    const afterTwo = await stats(owner.id);
    expect(afterTwo).toMatchObject({
      totalJobs: 2,
      currentPosition: 'Server',
      mostRecentCompany: 'Harbor Oyster Bar',
    });
    expect(afterTwo.yearsExperience).toBeGreaterThan(2);

    const list = (await send('GET', base(owner.id), other)).json().data;
    expect(list.map((entry: { id: string }) => entry.id)).toEqual([current.id, past.id]);

    const updated = await send('PUT', `${base(owner.id)}/${past.id}`, owner, {
      ...bartender,
      position_title: 'Head Bartender',
      end_date: '2022-03-01',
      hourly_wage: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ position_title: 'Head Bartender', hourly_wage: null });
    expect((await stats(owner.id)).totalJobs).toBe(2);

    const removed = await send('DELETE', `${base(owner.id)}/${current.id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: null });
    expect(await stats(owner.id)).toEqual({
      totalJobs: 1,
      yearsExperience: 1,
      currentPosition: null,
      mostRecentCompany: 'Salt Pier Kitchen',
    });
    expect((await send('DELETE', `${base(owner.id)}/${current.id}`, owner)).statusCode).toBe(404);
  });

  it('lets an admin change anyone’s history', async () => {
    const res = await send('POST', base(other.id), admin, server);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect((await send('DELETE', `${base(other.id)}/${id}`, admin)).statusCode).toBe(200);
  });
});

describe('nobody else writes', () => {
  let entryId: string;
  beforeAll(async () => {
    entryId = (await send('POST', base(owner.id), owner, { ...server, company_name: 'Guarded Cafe' })).json()
      .data.id;
  });

  it('answers another member 403 on every write, and nothing changes', async () => {
    const before = await rowOf(entryId);
    const attempts = [
      await send('POST', base(owner.id), other, server),
      await send('PUT', `${base(owner.id)}/${entryId}`, other, { ...server, company_name: 'Taken Over' }),
      await send('DELETE', `${base(owner.id)}/${entryId}`, other),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: M.notYours });
    }
    expect(await rowOf(entryId)).toEqual(before);
    expect((await stats(owner.id)).totalJobs).toBe(2);
  });

  it('answers a visitor 401 on reads and writes, and nothing changes', async () => {
    const before = await rowOf(entryId);
    for (const res of [
      await send('GET', base(owner.id), null),
      await send('POST', base(owner.id), null, server),
      await send('PUT', `${base(owner.id)}/${entryId}`, null, server),
      await send('DELETE', `${base(owner.id)}/${entryId}`, null),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await rowOf(entryId)).toEqual(before);
  });

  it('does not reach one member’s entry through another member’s path', async () => {
    const res = await send('PUT', `${base(other.id)}/${entryId}`, other, server);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.notFound);
  });

  it('answers 404 for an unknown member', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await send('GET', base(unknown), owner),
      await send('GET', `${base(unknown)}/stats`, owner),
      await send('POST', base(unknown), admin, server),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('User not found');
    }
  });
});

describe('validation (docs/product.md, "Profiles and work experience")', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing company', { company_name: undefined }, 'company_name', M.companyRequired],
    ['blank company', { company_name: '   ' }, 'company_name', M.companyRequired],
    ['long company', { company_name: 'x'.repeat(256) }, 'company_name', M.companyTooLong],
    ['missing position', { position_title: '' }, 'position_title', M.positionRequired],
    ['long position', { position_title: 'x'.repeat(256) }, 'position_title', M.positionTooLong],
    ['long location', { location: 'x'.repeat(256) }, 'location', M.locationTooLong],
    ['missing start', { start_date: '' }, 'start_date', M.startRequired],
    ['impossible start', { start_date: '2023-02-30' }, 'start_date', M.dateInvalid],
    ['end before start', { end_date: '2020-01-01' }, 'end_date', M.endBeforeStart],
    ['end on start', { end_date: bartender.start_date }, 'end_date', M.endBeforeStart],
    ['end while current', { is_current: true }, 'end_date', M.endWhileCurrent],
    ['negative wage', { hourly_wage: -1 }, 'hourly_wage', M.wageNegative],
    ['wage too high', { hourly_wage: 1000 }, 'hourly_wage', M.wageTooHigh],
    ['wage as text', { hourly_wage: '15' }, 'hourly_wage', M.wageNotNumber],
    ['long description', { description: 'x'.repeat(1001) }, 'description', M.descriptionTooLong],
    ['unknown type', { employment_type: 'gig' }, 'employment_type', 'employment_type'],
  ];

  it.each(cases)('refuses %s with its message', async (_name, change, field, message) => {
    const res = await send('POST', base(other.id), other, { ...bartender, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(res.json().error.message).toContain(message);
  });

  it('refuses an unknown field by name, so nobody moves an entry to another member', async () => {
    const res = await send('POST', base(other.id), other, { ...bartender, user_id: owner.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unknown field: user_id');
  });

  it('refuses a NUL character, naming the field', async () => {
    const res = await send('POST', base(other.id), other, { ...bartender, company_name: 'Salt\u0000Pier' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('company_name');
  });

  it('keeps wages to the cent and accepts the top of the range', async () => {
    const res = await send('POST', base(other.id), other, { ...bartender, hourly_wage: 999.99 });
    expect(res.json().data.hourly_wage).toBe(999.99);
    const rounded = await send('PUT', `${base(other.id)}/${res.json().data.id}`, other, {
      ...bartender,
      hourly_wage: 15.555,
    });
    expect(rounded.json().data.hourly_wage).toBe(15.56);
  });

  it(`holds at most ${WORK_EXPERIENCE_LIMITS.entriesPerPerson} entries per member`, async () => {
    const capped = await member();
    const rows = Array.from({ length: WORK_EXPERIENCE_LIMITS.entriesPerPerson }, (_, i) => ({
      user_id: capped.id,
      company_name: `Cafe ${i}`,
      position_title: 'Barista',
      start_date: '2020-01-01',
    }));
    await t.database.db.insert(workExperiences).values(rows);
    const res = await send('POST', base(capped.id), capped, server);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(M.tooMany);
    expect((await stats(capped.id, capped)).totalJobs).toBe(WORK_EXPERIENCE_LIMITS.entriesPerPerson);
  });
});
