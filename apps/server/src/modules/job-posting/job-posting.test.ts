import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { jobPayload } from '../../test/job-posting-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const t = setUpTestApp();
let harbor: string; // Harbor Oyster Bar
let bakery: string; // Bayside Bakery
const people: Record<'owner' | 'manager' | 'otherManager' | 'employee' | 'worker' | 'admin', Person> =
  {} as never;

const post = (who: Person | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/jobs',
    payload: payload as object,
    headers: { ...who?.auth, ...headers },
  });
const put = (who: Person | null, id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/jobs/${id}`, payload: payload as object, headers: who?.auth });
const jobRow = async (id: string) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const jobCount = async () => (await t.database.db.select({ id: jobs.id }).from(jobs)).length;

beforeAll(async () => {
  const db = t.database.db;
  harbor = (await insertBusiness(db, { name: 'Harbor Oyster Bar', address: '1 Commercial St' })).id;
  bakery = (await insertBusiness(db, { name: 'Bayside Bakery', address: '9 Forest Ave' })).id;
  people.owner = await person(t.app, db, {
    memberships: [
      { businessId: harbor, role: 'owner' },
      { businessId: bakery, role: 'owner' },
    ],
  });
  people.manager = await person(t.app, db, { memberships: [{ businessId: harbor, role: 'manager' }] });
  people.otherManager = await person(t.app, db, { memberships: [{ businessId: bakery, role: 'manager' }] });
  people.employee = await person(t.app, db, { memberships: [{ businessId: harbor, role: 'employee' }] });
  people.worker = await person(t.app, db);
  people.admin = await person(t.app, db, { admin: true });
});

describe('POST /jobs', () => {
  it.each(['owner', 'manager', 'admin'] as const)('creates a job as the %s', async (who) => {
    const res = await post(people[who], jobPayload(harbor, { title: `Bartender for ${who}` }));
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job).toMatchObject({
      title: `Bartender for ${who}`,
      business_id: harbor,
      company: 'Harbor Oyster Bar',
      business: { id: harbor, name: 'Harbor Oyster Bar', address: '1 Commercial St' },
      status: 'approved',
      base_hourly_pay: 15,
      estimated_tips_hourly: 8,
      benefits: ['Shift meal', 'Paid time off'],
      schedule_data: [
        { day: 'friday', startTime: '18:00', endTime: '02:00' },
        { day: 'saturday', startTime: '18:00', endTime: '02:00' },
      ],
    });
    expect((await jobRow(job.id))?.created_by).toBe(people[who].id);
  });

  it('derives employment type and weekly hours itself, the role type from the title when none is sent, and fills the dates', async () => {
    const before = Date.now();
    const res = await post(
      people.owner,
      jobPayload(harbor, {
        title: 'Line Cook',
        employment_type: 'contract',
        role_type: undefined,
        weekly_hours: 99,
        schedule_data: ['monday', 'tuesday', 'wednesday', 'thursday'].map((day) => ({
          day: day as 'monday',
          startTime: '14:00',
          endTime: '22:00',
        })),
      }),
    );
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job).toMatchObject({ employment_type: 'full-time', role_type: 'cook', weekly_hours: 32 });
    const posted = Date.parse(job.posted_at);
    expect(posted).toBeGreaterThanOrEqual(before - 1000);
    expect(posted).toBeLessThanOrEqual(Date.now() + 1000);
    const days = (Date.parse(job.expires_at) - posted) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(29.9);
    expect(days).toBeLessThanOrEqual(30.1);
  });

  it('keeps the role type the poster chose, and derives it again when an edit sends none', async () => {
    const res = await post(people.owner, jobPayload(harbor, { title: 'Server', role_type: 'host' }));
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job.role_type).toBe('host');

    const chosen = await put(
      people.owner,
      job.id,
      jobPayload(harbor, { title: 'Sous Chef', role_type: 'management' }),
    );
    expect(chosen.json().data.role_type).toBe('management');
    const derived = await put(
      people.owner,
      job.id,
      jobPayload(harbor, { title: 'Head Hostess', role_type: undefined }),
    );
    expect(derived.json().data.role_type).toBe('host');
    expect((await jobRow(job.id))?.role_type).toBe('host');
  });

  it('keeps a schedule, a pending status (an admin’s to set) and no expiry when asked', async () => {
    const posted_at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await post(
      people.admin,
      jobPayload(harbor, { status: 'pending', posted_at, expires_at: null }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', posted_at, expires_at: null });
  });

  it('drops tip fields from an untipped job', async () => {
    const res = await post(people.owner, jobPayload(harbor, { is_tipped_role: false, base_hourly_pay: 22 }));
    expect(res.json().data).toMatchObject({
      is_tipped_role: false,
      estimated_tips_hourly: null,
      tip_structure: null,
      tip_pool_description: null,
    });
  });

  it.each([
    ['a worker', 'worker', () => harbor],
    ['an employee (not a manager)', 'employee', () => harbor],
    ['a manager of another business', 'otherManager', () => harbor],
  ] as const)('refuses %s with 403 and writes nothing', async (_label, who, business) => {
    const before = await jobCount();
    const res = await post(people[who], jobPayload(business()));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(await jobCount()).toBe(before);
  });

  it('answers 401 to an anonymous caller before reading the body', async () => {
    const res = await post(null, { nonsense: true });
    expect(res.statusCode).toBe(401);
  });

  it('rejects an unknown field by name', async () => {
    const res = await post(people.owner, { ...jobPayload(harbor), salary_display: '$99/hr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Unknown field: salary_display',
    });
  });

  it.each([
    ['title', { title: ' ' }, 'Job title is required'],
    ['location', { location: '' }, 'Location is required'],
    ['business_id', { business_id: '' }, 'Please select a business'],
    ['description', { description: '' }, "Tell workers why they'd want to work here"],
    ['contact_email', { contact_email: '' }, 'Email is required'],
    ['contact_email', { contact_email: 'not an address' }, 'Invalid email address'],
    ['schedule_data', { schedule_data: [] }, 'Please add at least one shift block'],
    [
      'base_hourly_pay',
      { base_hourly_pay: 31 },
      'Base pay must be between $3.00 and $30.00 for a tipped role',
    ],
    [
      'minimum_shifts_per_week',
      { minimum_shifts_per_week: 8 },
      'Minimum shifts per week must be a whole number from 1 to 7',
    ],
    [
      'role_type',
      { role_type: 'kitchen' },
      'role_type must be one of server, bartender, cook, management, host, other',
    ],
  ])('answers 400 naming %s: %s', async (field, overrides, message) => {
    const res = await post(people.owner, jobPayload(harbor, overrides as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field,
      message: `${field}: ${message}`,
    });
  });

  it('answers 400 for a business that does not exist (admin)', async () => {
    const res = await post(people.admin, jobPayload(crypto.randomUUID()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'business_id', message: 'Business not found' });
  });
});

describe('POST /jobs with an Idempotency-Key', () => {
  it('answers a double submit with the same job, created once', async () => {
    const before = await jobCount();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const payload = jobPayload(harbor, { title: 'Barback (double click)' });
    const first = await post(people.owner, payload, key);
    const second = await post(people.owner, payload, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await jobCount()).toBe(before + 1);
  });

  it('creates one job when the same submit arrives twice at once', async () => {
    const before = await jobCount();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const payload = jobPayload(harbor, { title: 'Host (racing submits)' });
    const [a, b] = await Promise.all([post(people.owner, payload, key), post(people.owner, payload, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(await jobCount()).toBe(before + 1);
  });

  it('refuses a reused key with a different body and writes nothing', async () => {
    const key = { 'idempotency-key': crypto.randomUUID() };
    await post(people.owner, jobPayload(harbor, { title: 'Server' }), key);
    const before = await jobCount();
    const res = await post(people.owner, jobPayload(harbor, { title: 'Dishwasher' }), key);
    expect(res.statusCode).toBe(422);
    expect(await jobCount()).toBe(before);
  });

  it('keeps keys per user, and forgets a key whose request was refused', async () => {
    const key = { 'idempotency-key': crypto.randomUUID() };
    const payload = jobPayload(harbor, { title: 'Shared key' });
    const denied = await post(people.worker, payload, key);
    expect(denied.statusCode).toBe(403);
    const mine = await post(people.owner, payload, key);
    const theirs = await post(people.manager, payload, key);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  });

  it('refuses a malformed key', async () => {
    const res = await post(people.owner, jobPayload(harbor), { 'idempotency-key': 'has spaces in it' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /jobs/{id}', () => {
  const create = async (businessId = harbor) => {
    const res = await post(people.owner, jobPayload(businessId, { title: 'Server' }));
    return res.json().data as { id: string; posted_at: string; expires_at: string };
  };

  it.each(['owner', 'manager', 'admin'] as const)('updates the pay as the %s', async (who) => {
    const job = await create();
    const res = await put(
      people[who],
      job.id,
      jobPayload(harbor, { title: 'Server', base_hourly_pay: 18.5 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: job.id, base_hourly_pay: 18.5, posted_at: job.posted_at });
    expect((await jobRow(job.id))?.base_hourly_pay).toBe(18.5);
  });

  it.each(['worker', 'employee', 'otherManager'] as const)(
    'refuses the %s with 403, row unchanged',
    async (who) => {
      const job = await create();
      const before = await jobRow(job.id);
      const res = await put(
        people[who],
        job.id,
        jobPayload(harbor, { title: 'Hijacked', base_hourly_pay: 3 }),
      );
      expect(res.statusCode).toBe(403);
      expect(await jobRow(job.id)).toEqual(before);
    },
  );

  it('refuses to move a job to a business the caller does not manage, row unchanged', async () => {
    const job = await create(harbor);
    const before = await jobRow(job.id);
    const res = await put(people.manager, job.id, jobPayload(bakery, { title: 'Server' }));
    expect(res.statusCode).toBe(403);
    expect(await jobRow(job.id)).toEqual(before);
  });

  it('refuses to take a job from a business the caller does not manage', async () => {
    const job = await create(harbor);
    const res = await put(people.otherManager, job.id, jobPayload(bakery, { title: 'Server' }));
    expect(res.statusCode).toBe(403);
    expect((await jobRow(job.id))?.business_id).toBe(harbor);
  });

  it('moves a job between two businesses the caller manages, renaming its company', async () => {
    const job = await create(harbor);
    const res = await put(people.owner, job.id, jobPayload(bakery, { title: 'Server' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ business_id: bakery, company: 'Bayside Bakery' });
  });

  it('keeps the expiry when the posting date is kept, and follows a new posting date', async () => {
    const job = await create();
    const same = await put(people.owner, job.id, jobPayload(harbor, { title: 'Server' }));
    expect(same.json().data.expires_at).toBe(job.expires_at);
    const posted_at = new Date(Date.now() + 86_400_000).toISOString();
    const moved = await put(people.owner, job.id, jobPayload(harbor, { title: 'Server', posted_at }));
    const days = (Date.parse(moved.json().data.expires_at) - Date.parse(posted_at)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(29.9);
    expect(days).toBeLessThanOrEqual(30.1);
  });

  it('refuses an expiry before the kept posting date', async () => {
    const job = await create();
    const res = await put(
      people.owner,
      job.id,
      jobPayload(harbor, { expires_at: new Date(Date.parse(job.posted_at) - 1000).toISOString() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'expires_at',
      message: 'Expiry must be after the posting date',
    });
  });

  it('answers 404 for an unknown job, 401 anonymously and 400 for an unknown field', async () => {
    expect((await put(people.owner, crypto.randomUUID(), jobPayload(harbor))).statusCode).toBe(404);
    const job = await create();
    expect((await put(null, job.id, jobPayload(harbor))).statusCode).toBe(401);
    const res = await put(people.owner, job.id, { ...jobPayload(harbor), id: job.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unknown field: id');
  });
});

describe('GET /jobs/{id}/edit', () => {
  it('loads a job that is not live for those who manage it, and no one else', async () => {
    // Only an admin holds a job back as pending (decision 053).
    const created = await post(
      people.admin,
      jobPayload(harbor, { title: 'Pending Cook', status: 'pending' }),
    );
    const id = created.json().data.id;
    const get = (who: Person | null) =>
      t.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}/edit`, headers: who?.auth });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}` })).statusCode).toBe(404);
    for (const who of ['owner', 'manager', 'admin'] as const) {
      const res = await get(people[who]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, title: 'Pending Cook', status: 'pending' });
    }
    expect((await get(people.worker)).statusCode).toBe(403);
    expect((await get(people.otherManager)).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${crypto.randomUUID()}/edit`,
      headers: people.owner.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("'Languages spoken at work'", () => {
  it('saves the languages on create, replaces them on edit, and answers them', async () => {
    const created = await post(
      people.owner,
      jobPayload(harbor, { title: 'Dishwasher', languages: ['so', 'en', 'so'] }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data.languages).toEqual(['en', 'so']);
    expect((await jobRow(id))?.languages).toEqual(['en', 'so']);

    const edited = await put(
      people.owner,
      id,
      jobPayload(harbor, { title: 'Dishwasher', languages: ['fr'] }),
    );
    expect(edited.json().data.languages).toEqual(['fr']);
    // A PUT replaces the whole posting: without the field the job lists none.
    const cleared = await put(people.owner, id, jobPayload(harbor, { title: 'Dishwasher' }));
    expect(cleared.json().data.languages).toEqual([]);
    expect((await jobRow(id))?.languages).toEqual([]);
  });

  it.each([
    ['an unknown code', ['en', 'xx']],
    ['too many', ['en', 'es', 'fr', 'pt', 'ar', 'so', 'sw', 'ln', 'rw', 'rn', 'am']],
    ['a text instead of a list', 'en'],
    ['a NUL character', ['en\u0000']],
  ])('answers 400 naming languages for %s', async (_case, languages) => {
    const res = await post(people.owner, { ...jobPayload(harbor), languages });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().error.field).toMatch(/^languages\b/);
  });
});
