import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { type JobFilters, liveJobsWhere } from './job-filters.ts';

interface ListBody {
  data: { id: string; title: string; company: string }[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

describe('public job board API', () => {
  const t = setUpTestApp();
  let saltPine: string;
  let harbor: string;
  const ids: Record<string, string> = {};
  const hidden: Record<string, string> = {};

  async function list(query = ''): Promise<ListBody> {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const titles = async (query = '') => (await list(query)).data.map((j) => j.title);

  beforeAll(async () => {
    const db = t.app.db;
    saltPine = (
      await insertBusiness(db, { name: 'Salt Pine Social', logo_url: 'https://example.com/salt.png' })
    ).id;
    harbor = (
      await insertBusiness(db, { name: 'Harbor Fish Bar', address: '9 Custom House Wharf, Portland, ME' })
    ).id;
    const salt = { business_id: saltPine, company: 'Salt Pine Social' };
    const fish = { business_id: harbor, company: 'Harbor Fish Bar' };

    // Posted one day apart, so "Newest First" is this order.
    const live = [
      {
        ...salt,
        title: 'Line Cook',
        employment_type: 'full-time',
        role_type: 'cook',
        base_hourly_pay: 20,
        languages: ['en', 'es'],
      },
      {
        ...fish,
        title: 'Server',
        employment_type: 'part-time',
        role_type: 'server',
        location: 'South Portland, ME',
        is_tipped_role: true,
        base_hourly_pay: 15,
        estimated_tips_hourly: 10,
        languages: ['en', 'pt'],
      },
      {
        ...fish,
        title: 'Bartender',
        employment_type: 'part-time',
        role_type: 'bartender',
        is_tipped_role: true,
        base_hourly_pay: 12,
        estimated_tips_hourly: 20,
        languages: ['fr'],
      },
      {
        ...salt,
        title: 'Host',
        employment_type: 'part-time',
        role_type: 'host',
        location: 'Westbrook, ME',
        base_hourly_pay: 16,
        expires_at: null,
      },
      {
        ...salt,
        title: '100% Sous Chef',
        employment_type: 'full-time',
        role_type: 'management',
        base_hourly_pay: 24,
      },
      { ...salt, title: 'Prep_Cook', employment_type: 'temporary', role_type: 'cook', base_hourly_pay: 18 },
    ] as const;
    for (const [i, job] of live.entries()) {
      ids[job.title] = (
        await insertJob(db, {
          ...job,
          languages: 'languages' in job ? [...job.languages] : [],
          posted_at: daysFromNow(-(i + 1)),
        })
      ).id;
    }

    // None of these may reach the public.
    hidden.scheduled = (
      await insertJob(db, { ...salt, title: 'Hidden scheduled', posted_at: daysFromNow(1) })
    ).id;
    hidden.expired = (
      await insertJob(db, {
        ...salt,
        title: 'Hidden expired',
        posted_at: daysFromNow(-40),
        expires_at: daysFromNow(-0.01),
      })
    ).id;
    hidden.pending = (await insertJob(db, { ...salt, title: 'Hidden pending', status: 'pending' })).id;
    hidden.closed = (await insertJob(db, { ...salt, title: 'Hidden closed', status: 'closed' })).id;
  });

  describe('live rule', () => {
    it('lists only approved, posted, unexpired jobs; a job without an expiry stays live', async () => {
      const body = await list();
      expect(body.total).toBe(6);
      expect(body.data.map((j) => j.title)).not.toContain('Hidden scheduled');
      expect(body.data.some((j) => j.title.startsWith('Hidden'))).toBe(false);

      // Host never expires.
      expect(body.data.map((j) => j.title)).toContain('Host');
    });

    it.each(['scheduled', 'expired', 'pending', 'closed'])('answers 404 for a %s job by id', async (kind) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${hidden[kind]}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    });

    it('keeps hidden jobs out of every filter and out of the business list', async () => {
      expect(await titles('?title_search=hidden')).toEqual([]);
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${saltPine}/jobs?limit=100` });
      expect(res.json().data.map((j: { title: string }) => j.title)).not.toContain('Hidden pending');
      expect(res.json().total).toBe(4);
    });
  });

  describe('one job', () => {
    it('returns a live job with public fields only, numbers as numbers and the business', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${ids.Server}` });
      expect(res.statusCode).toBe(200);
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data).toMatchObject({
        id: ids.Server,
        title: 'Server',
        company: 'Harbor Fish Bar',
        business_id: harbor,
        business: { id: harbor, name: 'Harbor Fish Bar', address: '9 Custom House Wharf, Portland, ME' },
        logo_url: null,
        base_hourly_pay: 15,
        estimated_tips_hourly: 10,
        is_tipped_role: true,
        status: 'approved',
        schedule_data: [{ day: 'monday', startTime: '16:00', endTime: '23:00' }],
      });
      expect(data).not.toHaveProperty('created_by');
      expect(data).not.toHaveProperty('salary');
      expect(typeof data.posted_at).toBe('string');
    });

    it('carries the logo of the business', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${ids['Line Cook']}` });
      expect(res.json().data.logo_url).toBe('https://example.com/salt.png');
    });

    it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
      const bad = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/not-a-uuid' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
      const missing = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${randomUUID()}` });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('filters', () => {
    it('title_search is a case-insensitive substring', async () => {
      expect(await titles('?title_search=cook')).toEqual(['Line Cook', 'Prep_Cook']);
      expect(await titles('?title_search=COOK')).toEqual(['Line Cook', 'Prep_Cook']);
      expect(await titles('?title_search=%20%20ender%20')).toEqual(['Bartender']);
    });

    it('title_search matches %, _ and \\ literally', async () => {
      expect(await titles('?title_search=_c')).toEqual(['Prep_Cook']);
      expect(await titles(`?title_search=${encodeURIComponent('% s')}`)).toEqual(['100% Sous Chef']);
      expect(await titles(`?title_search=${encodeURIComponent('%%')}`)).toEqual([]);
      expect(await titles(`?title_search=${encodeURIComponent('\\%')}`)).toEqual([]);
    });

    it('an empty title_search means no filter', async () => {
      expect((await list('?title_search=')).total).toBe(6);
    });

    it('employment_type', async () => {
      expect(await titles('?employment_type=part-time')).toEqual(['Server', 'Bartender', 'Host']);
      expect(await titles('?employment_type=temporary')).toEqual(['Prep_Cook']);
    });

    it('is_tipped_role', async () => {
      expect(await titles('?is_tipped_role=true')).toEqual(['Server', 'Bartender']);
      expect(await titles('?is_tipped_role=false')).toEqual([
        'Line Cook',
        'Host',
        '100% Sous Chef',
        'Prep_Cook',
      ]);
    });

    it('role_type', async () => {
      expect(await titles('?role_type=cook')).toEqual(['Line Cook', 'Prep_Cook']);
      expect(await titles('?role_type=management')).toEqual(['100% Sous Chef']);
    });

    it('location is a case-insensitive substring', async () => {
      expect(await titles('?location=SOUTH')).toEqual(['Server']);
      expect(await titles('?location=westbrook')).toEqual(['Host']);
    });

    it('business_id', async () => {
      expect(await titles(`?business_id=${harbor}`)).toEqual(['Server', 'Bartender']);
    });

    it('min_pay compares the hourly figure the card shows, tips included on a tipped role', async () => {
      // Line Cook 20, Server 15 + 10 tips, Bartender 12 + 20 tips, Host 16, Sous Chef 24, Prep 18.
      expect(await titles('?min_pay=20')).toEqual(['Line Cook', 'Server', 'Bartender', '100% Sous Chef']);
      expect(await titles('?min_pay=24.01')).toEqual(['Server', 'Bartender']);
      expect(await titles('?min_pay=18&is_tipped_role=false')).toEqual([
        'Line Cook',
        '100% Sous Chef',
        'Prep_Cook',
      ]);
      // Blank and 0 are no floor.
      expect((await list('?min_pay=')).total).toBe(6);
      expect((await list('?min_pay=0')).total).toBe(6);
    });

    it('languages lists the jobs speaking any of them, comma-separated or repeated', async () => {
      expect(await titles('?languages=es')).toEqual(['Line Cook']);
      expect(await titles('?languages=es,fr')).toEqual(['Line Cook', 'Bartender']);
      expect(await titles('?languages=fr&languages=pt')).toEqual(['Server', 'Bartender']);
      expect(await titles('?languages=en,es&employment_type=part-time')).toEqual(['Server']);
      expect(await titles('?languages=so')).toEqual([]);
      expect((await list('?languages=')).total).toBe(6);
      expect((await list('?languages=so')).total).toBe(0);
      expect((await list('?languages=en')).total).toBe(2);
    });

    it('finds a language few jobs list through the GIN index, not by reading every live job', async () => {
      const rollback = new Error('rollback');
      let plan = '';
      await t.app.db
        .transaction(async (tx) => {
          // A board of 3,000 live jobs in English, its statistics taken; undone at the end.
          await tx.execute(sql`insert into ${jobs} (title, business_id, company, location, employment_type, role_type, description, contact_email, status, posted_at, languages)
            select title, business_id, company, location, employment_type, role_type, description, contact_email, status, posted_at, '{en}'
            from ${jobs}, generate_series(1, 3000) where ${jobs.id} = ${ids['Line Cook']}`);
          await tx.execute(sql`analyze ${jobs}`);
          const where = liveJobsWhere({ languages: ['so', 'ti'] } as JobFilters);
          plan = JSON.stringify(
            await tx.execute(sql`explain (format json) select 1 from ${jobs} where ${where}`),
          );
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
      expect(plan, plan).toContain('jobs_live_languages_idx');
    });

    it('answers each job with its languages, none as an empty list', async () => {
      const { data } = await list('?limit=100');
      const byTitle = Object.fromEntries(
        data.map((job) => [job.title, (job as { languages?: string[] }).languages]),
      );
      expect(byTitle).toMatchObject({ 'Line Cook': ['en', 'es'], Bartender: ['fr'], Host: [] });
      const one = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${ids.Server}` });
      expect(one.json().data.languages).toEqual(['en', 'pt']);
    });

    it('filters combine', async () => {
      expect(await titles('?is_tipped_role=true&employment_type=part-time&title_search=bar')).toEqual([
        'Bartender',
      ]);
      const body = await list('?is_tipped_role=true&role_type=cook');
      expect(body).toMatchObject({ data: [], total: 0, page: 1, limit: 20, totalPages: 0 });
    });
  });

  describe('sorts', () => {
    it('defaults to newest first', async () => {
      expect(await titles()).toEqual([
        'Line Cook',
        'Server',
        'Bartender',
        'Host',
        '100% Sous Chef',
        'Prep_Cook',
      ]);
      expect(await titles('?sort_by=posted_at&sort_order=desc')).toEqual(await titles());
    });

    it('posted_at asc', async () => {
      expect(await titles('?sort_by=posted_at&sort_order=asc')).toEqual([
        'Prep_Cook',
        '100% Sous Chef',
        'Host',
        'Bartender',
        'Server',
        'Line Cook',
      ]);
    });

    it('title asc', async () => {
      expect(await titles('?sort_by=title&sort_order=asc')).toEqual([
        '100% Sous Chef',
        'Bartender',
        'Host',
        'Line Cook',
        'Prep_Cook',
        'Server',
      ]);
    });

    it('company asc', async () => {
      const body = await list('?sort_by=company&sort_order=asc');
      expect(body.data.map((j) => j.company)).toEqual([
        'Harbor Fish Bar',
        'Harbor Fish Bar',
        'Salt Pine Social',
        'Salt Pine Social',
        'Salt Pine Social',
        'Salt Pine Social',
      ]);
    });

    it('salary desc ("Highest Pay") counts tips of tipped roles', async () => {
      expect(await titles('?sort_by=salary&sort_order=desc')).toEqual([
        'Bartender', // 12 + 20
        'Server', // 15 + 10
        '100% Sous Chef',
        'Line Cook',
        'Prep_Cook',
        'Host',
      ]);
    });

    it('a field without an order takes its natural direction', async () => {
      expect((await titles('?sort_by=salary'))[0]).toBe('Bartender');
      expect((await titles('?sort_by=title'))[0]).toBe('100% Sous Chef');
    });
  });

  describe('pagination', () => {
    it('pages through in order with totals', async () => {
      const first = await list('?limit=4');
      expect(first).toMatchObject({
        total: 6,
        page: 1,
        limit: 4,
        totalPages: 2,
        hasNext: true,
        hasPrev: false,
      });
      expect(first.data.map((j) => j.title)).toEqual(['Line Cook', 'Server', 'Bartender', 'Host']);
      const second = await list('?limit=4&page=2');
      expect(second.data.map((j) => j.title)).toEqual(['100% Sous Chef', 'Prep_Cook']);
      expect(second).toMatchObject({ total: 6, page: 2, totalPages: 2, hasNext: false, hasPrev: true });
    });

    // A small search is paged from all its matches at once and counted in the same statement.
    it('pages a search in each sort with its exact total, also past the end', async () => {
      const first = await list('?title_search=oo&limit=1');
      expect(first).toMatchObject({ total: 2, totalPages: 2 });
      expect(first.data.map((j) => j.title)).toEqual(['Line Cook']);
      expect(await titles('?title_search=oo&limit=1&page=2')).toEqual(['Prep_Cook']);
      expect(await list('?title_search=oo&limit=1&page=3')).toMatchObject({ data: [], total: 2 });
      expect(await titles('?title_search=oo&sort_by=title&sort_order=desc')).toEqual([
        'Prep_Cook',
        'Line Cook',
      ]);
      expect(await titles('?title_search=oo&sort_by=posted_at&sort_order=asc')).toEqual([
        'Prep_Cook',
        'Line Cook',
      ]);
    });

    it('a page past the end is empty but still reports the total', async () => {
      expect(await list('?limit=4&page=3')).toMatchObject({
        data: [],
        total: 6,
        page: 3,
        totalPages: 2,
        hasNext: false,
        hasPrev: true,
      });
    });

    it('defaults to page 1 of 20 and accepts the bounds 1 and 100', async () => {
      expect(await list()).toMatchObject({ page: 1, limit: 20, totalPages: 1 });
      expect((await list('?limit=1')).data).toHaveLength(1);
      expect(await list('?limit=100')).toMatchObject({ limit: 100, totalPages: 1 });
    });
  });

  describe('400 naming the field', () => {
    it.each([
      ['title_search=a', 'title_search'],
      ['employment_type=gig', 'employment_type'],
      ['role_type=chef', 'role_type'],
      // The old 'Kitchen Staff' value, merged into cook (docs/decisions/018-job-role-types.md).
      ['role_type=kitchen', 'role_type'],
      ['is_tipped_role=yes', 'is_tipped_role'],
      ['sort_by=pay', 'sort_by'],
      ['sort_order=up', 'sort_order'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['business_id=42', 'business_id'],
      ['min_pay=-1', 'min_pay'],
      ['min_pay=abc', 'min_pay'],
      ['min_pay=NaN', 'min_pay'],
      ['min_pay=Infinity', 'min_pay'],
      ['min_pay=1e3', 'min_pay'],
      ['min_pay=100.01', 'min_pay'],
      ['min_pay=99999999999999999999', 'min_pay'],
      ['min_pay=18.555', 'min_pay'],
      ['min_pay=%2418', 'min_pay'],
      ['min_pay=18%00', 'min_pay'],
      ['min_pay=18&min_pay=19', 'min_pay'],
      ['languages=xx', 'languages'],
      ['languages=es,EN', 'languages'],
      ['languages=es%00', 'languages'],
      ['languages=en,es,fr,pt,ar,so,sw,ln,rw,rn,am', 'languages'],
      ['languages=es&languages=xx', 'languages'],
    ])('%s', async (query, field) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', field } });
    });

    it('explains a short search in the words the screen uses', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs?title_search=a' });
      expect(res.json().error.message).toContain('Search requires at least 2 characters');
    });
  });

  describe("a business's jobs", () => {
    it('lists only that business, with the same filters and sorts', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/businesses/${saltPine}/jobs?sort_by=title`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 4, page: 1, limit: 20, totalPages: 1 });
      expect(res.json().data.map((j: { title: string }) => j.title)).toEqual([
        '100% Sous Chef',
        'Host',
        'Line Cook',
        'Prep_Cook',
      ]);
      const filtered = await t.app.inject({
        method: 'GET',
        url: `/api/v1/businesses/${saltPine}/jobs?title_search=cook&employment_type=full-time`,
      });
      expect(filtered.json().data.map((j: { title: string }) => j.title)).toEqual(['Line Cook']);
    });

    it('answers 404 for an unknown business and 400 for a bad id or filter', async () => {
      const missing = await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${randomUUID()}/jobs` });
      expect(missing.statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/nope/jobs' });
      expect(bad.statusCode).toBe(400);
      const badFilter = await t.app.inject({
        method: 'GET',
        url: `/api/v1/businesses/${harbor}/jobs?limit=500`,
      });
      expect(badFilter.json().error.field).toBe('limit');
    });
  });

  // Last in the file: its jobs are added when it starts, after the counts above were checked.
  describe('a pay floor on each way pay is stated', () => {
    let cove: string;
    beforeAll(async () => {
      cove = (await insertBusiness(t.app.db, { name: 'Cove Oyster Bar' })).id;
      const pay = [
        { title: 'Range 15-22', base_hourly_pay: null, hourly_rate_min: 15, hourly_rate_max: 22 },
        { title: 'From 19', base_hourly_pay: null, hourly_rate_min: 19 },
        // A top without a minimum: the card shows the base pay.
        { title: 'Base 14, top 30', base_hourly_pay: 14, hourly_rate_max: 30 },
        {
          title: 'Tipped range',
          base_hourly_pay: null,
          hourly_rate_min: 10,
          hourly_rate_max: 12,
          is_tipped_role: true,
          estimated_tips_hourly: 9,
        },
        // Tips left on a role no longer tipped: the card hides them, and so does the floor.
        { title: 'Stale tips', base_hourly_pay: 15, is_tipped_role: false, estimated_tips_hourly: 9 },
        { title: 'Salary', base_hourly_pay: null, salary_display: '$52,000 a year' },
        { title: 'No pay', base_hourly_pay: null },
      ];
      for (const [i, job] of pay.entries()) {
        await insertJob(t.app.db, {
          business_id: cove,
          company: 'Cove Oyster Bar',
          ...job,
          posted_at: daysFromNow(-(i + 1)),
        });
      }
    });

    const floor = async (amount: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/businesses/${cove}/jobs?min_pay=${amount}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((j: { title: string }) => j.title);
    };

    it('takes the top of a range, a minimum with no top, else base pay, plus shown tips; never a job without hourly pay', async () => {
      expect(await floor('21')).toEqual(['Range 15-22', 'Tipped range']);
      expect(await floor('19')).toEqual(['Range 15-22', 'From 19', 'Tipped range']);
      expect(await floor('15')).toEqual(['Range 15-22', 'From 19', 'Tipped range', 'Stale tips']);
      expect(await floor('0.01')).toEqual([
        'Range 15-22',
        'From 19',
        'Base 14, top 30',
        'Tipped range',
        'Stale tips',
      ]);
    });
  });
});
