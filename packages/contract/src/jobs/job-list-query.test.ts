import { describe, expect, it } from 'vitest';
import { listPage } from '../shared/pagination.ts';
import { seededPicker } from '../shared/random-inputs.fixture.ts';
import { EMPLOYMENT_TYPES, ROLE_TYPES } from './enums.ts';
import { ZJobList, ZJobListQuery } from './job-list-query.schema.ts';
import {
  cleanJobFilters,
  type JobFilterInput,
  MIN_PAY_INVALID,
  MIN_PAY_MAX,
  TITLE_SEARCH_TOO_SHORT,
} from './job-list-query.ts';
import { RADIUS_MILES } from './place.ts';
import { sampleJob } from './sample-job.fixture.ts';
import { JOB_SORT_FIELDS, SORT_ORDERS } from './sort.ts';
import {
  WORK_LANGUAGE_UNKNOWN,
  WORK_LANGUAGES,
  WORK_LANGUAGES_INVALID,
  WORK_LANGUAGES_TOO_MANY,
} from './work-languages.ts';

const firstIssue = (query: Record<string, unknown>) => {
  const result = ZJobListQuery.safeParse(query);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
};

describe('ZJobListQuery', () => {
  it('defaults to page 1, 20 per page, with no filters', () => {
    expect(ZJobListQuery.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('parses every filter from query-string text', () => {
    expect(
      ZJobListQuery.parse({
        title_search: '  cook ',
        employment_type: 'part-time',
        is_tipped_role: 'true',
        role_type: 'bartender',
        location: ' Old Port ',
        business_id: 'a3bb189e-8bf9-4888-9912-ace4e6543002',
        sort_by: 'salary',
        sort_order: 'desc',
        page: '2',
        limit: '100',
      }),
    ).toEqual({
      title_search: 'cook',
      employment_type: 'part-time',
      is_tipped_role: true,
      role_type: 'bartender',
      location: 'Old Port',
      business_id: 'a3bb189e-8bf9-4888-9912-ace4e6543002',
      sort_by: 'salary',
      sort_order: 'desc',
      page: 2,
      limit: 100,
    });
  });

  it('reads is_tipped_role=false as false, not as a truthy string', () => {
    expect(ZJobListQuery.parse({ is_tipped_role: 'false' }).is_tipped_role).toBe(false);
  });

  it('treats a blank search or location as no filter', () => {
    const parsed = ZJobListQuery.parse({ title_search: '   ', location: '' });
    expect(parsed.title_search).toBeUndefined();
    expect(parsed.location).toBeUndefined();
  });

  it('accepts a two-character search', () => {
    expect(ZJobListQuery.parse({ title_search: 'ba' }).title_search).toBe('ba');
  });

  it('reads languages as comma-separated or repeated codes, once each, in the list order', () => {
    expect(ZJobListQuery.parse({ languages: 'fr, es,fr' }).languages).toEqual(['es', 'fr']);
    expect(ZJobListQuery.parse({ languages: ['so', 'ar,es'] }).languages).toEqual(['es', 'ar', 'so']);
    expect(ZJobListQuery.parse({ languages: ' , ' }).languages).toBeUndefined();
    expect(ZJobListQuery.parse({ languages: WORK_LANGUAGES.slice(0, 10).join(',') }).languages).toHaveLength(
      10,
    );
  });

  it('ignores parameters it does not know', () => {
    expect(ZJobListQuery.parse({ _: '123' })).toEqual({ page: 1, limit: 20 });
  });

  it.each([
    ['title_search', { title_search: 'a' }, TITLE_SEARCH_TOO_SHORT],
    ['title_search', { title_search: ' a ' }, TITLE_SEARCH_TOO_SHORT],
    ['limit', { limit: '0' }, 'limit must be a whole number from 1 to 100'],
    ['limit', { limit: '101' }, 'limit must be a whole number from 1 to 100'],
    ['page', { page: '0' }, 'page must be a whole number of at least 1'],
    ['sort_by', { sort_by: 'hourly_rate' }, 'sort_by must be one of posted_at, title, company, salary'],
    ['sort_order', { sort_order: 'up' }, 'sort_order must be asc or desc'],
    [
      'employment_type',
      { employment_type: 'all' },
      'employment_type must be one of full-time, part-time, contract, temporary',
    ],
    ['is_tipped_role', { is_tipped_role: 'yes' }, 'is_tipped_role must be true or false'],
    ['business_id', { business_id: '42' }, 'Invalid UUID format'],
    ['min_pay', { min_pay: '-1' }, MIN_PAY_INVALID],
    ['min_pay', { min_pay: 'NaN' }, MIN_PAY_INVALID],
    ['min_pay', { min_pay: Number.NaN }, MIN_PAY_INVALID],
    ['min_pay', { min_pay: `${MIN_PAY_MAX}.01` }, MIN_PAY_INVALID],
    ['min_pay', { min_pay: 1e21 }, MIN_PAY_INVALID],
    ['min_pay', { min_pay: 'eighteen' }, MIN_PAY_INVALID],
    ['min_pay', { min_pay: true }, MIN_PAY_INVALID],
    ['languages', { languages: 'es,xx' }, WORK_LANGUAGE_UNKNOWN],
    ['languages', { languages: 'ES' }, WORK_LANGUAGE_UNKNOWN],
    ['languages', { languages: 'es\u0000' }, WORK_LANGUAGE_UNKNOWN],
    ['languages', { languages: WORK_LANGUAGES.slice(0, 11).join(',') }, WORK_LANGUAGES_TOO_MANY],
    ['languages', { languages: 3 }, WORK_LANGUAGES_INVALID],
    ['languages', { languages: [true] }, WORK_LANGUAGES_INVALID],
    ['languages', { languages: { es: true } }, WORK_LANGUAGES_INVALID],
  ])('answers a bad %s with an error naming it', (field, query, message) => {
    expect(firstIssue(query)).toEqual({ field, message });
  });
});

describe('cleanJobFilters', () => {
  it('drops empty, null and "all" values', () => {
    expect(
      cleanJobFilters({
        title_search: '',
        employment_type: 'all',
        role_type: null,
        location: '   ',
        is_tipped_role: undefined,
        sort_by: 'posted_at',
        sort_order: 'desc',
        page: 1,
      }),
    ).toEqual({ sort_by: 'posted_at', sort_order: 'desc', page: 1 });
  });

  it('drops a one-character search instead of sending it', () => {
    expect(cleanJobFilters({ title_search: 'c' })).toEqual({});
    expect(cleanJobFilters({ title_search: ' c ' })).toEqual({});
  });

  it('trims a usable search and location', () => {
    expect(cleanJobFilters({ title_search: ' cook ', location: ' Portland ' })).toEqual({
      title_search: 'cook',
      location: 'Portland',
    });
  });

  it('keeps a tipped-only filter and an explicit false', () => {
    expect(cleanJobFilters({ is_tipped_role: true })).toEqual({ is_tipped_role: true });
    expect(cleanJobFilters({ is_tipped_role: false })).toEqual({ is_tipped_role: false });
  });

  it('drops values the server would refuse', () => {
    expect(
      cleanJobFilters({ role_type: 'chef', sort_by: 'pay', limit: 500, page: 0, business_id: 'x' }),
    ).toEqual({});
  });

  it('never produces a query the server rejects', () => {
    const cleaned = cleanJobFilters({ title_search: 'x', limit: 0, employment_type: 'full-time' });
    expect(ZJobListQuery.safeParse(cleaned).success).toBe(true);
  });

  it('keeps exactly what the schema accepts, field by field, for many inputs', () => {
    const uuid = 'a3bb189e-8bf9-4888-9912-ace4e6543002';
    const long = (n: number) => 'x'.repeat(n);
    // Values a screen or a URL can hold, valid and not, per field; undefined leaves the field out.
    const candidates: Record<keyof typeof ZJobListQuery.shape, readonly unknown[]> = {
      title_search: [
        'cook',
        ' line cook ',
        'ba',
        'c',
        ' c ',
        long(100),
        ` ${long(100)} `,
        long(101),
        42,
        true,
      ],
      employment_type: [...EMPLOYMENT_TYPES, 'Full-time', ' full-time', 'fulltime', 1],
      is_tipped_role: [true, false, 'true', 'false', 'TRUE', 'yes', '1', 0],
      role_type: [...ROLE_TYPES, 'chef', ' cook', 'Cook'],
      location: ['Portland', ' Old Port ', long(200), ` ${long(200)} `, long(201), 5],
      min_pay: [
        18,
        18.5,
        '18',
        ' 18.50 ',
        '0',
        0,
        100,
        '100',
        100.01,
        -1,
        '-1',
        '18.555',
        '1e2',
        'abc',
        true,
      ],
      languages: [
        'es',
        'es,fr',
        ' fr , es ',
        ['so', 'ar'],
        'es,es',
        'xx',
        'ES',
        'es,,fr',
        WORK_LANGUAGES.join(','),
        3,
        [1],
      ],
      certificates: [
        'tips',
        'servsafe_alcohol,tips',
        ' tips , food_handler ',
        ['first_aid', 'tips'],
        'tips,tips',
        'other',
        'TIPS',
        'tips,,first_aid',
        Array.from({ length: 13 }, () => 'tips').join(','),
        3,
        [1],
      ],
      business_id: [uuid, uuid.toUpperCase(), '11111111-1111-1111-1111-111111111111', ` ${uuid}`, '42', 'x'],
      zip: ['04101', ' 04102 ', '4101', '041011', 'abcde', '04101\u0000', 4101],
      lat: [43.66, '43.66', ' -43.5 ', 90, '91', -90.5, '1e2', 'abc', true],
      lng: [-70.25, '-70.25', 180, '181', '-180.01', 'x', '0x10'],
      radius: [...RADIUS_MILES, '5', ' 25 ', 7, '7', 0, '10.0', 'ten'],
      sort_by: [...JOB_SORT_FIELDS, 'pay', 'hourly_rate', 'Title'],
      sort_order: [...SORT_ORDERS, 'up', 'ASC'],
      page: [1, 2, 0, -1, 1.5, '1', ' 3 ', '0', 'two', '1e2', '0x10', Number.NaN, 2 ** 53, true, false],
      limit: [1, 20, 100, 101, 0, 2.5, '50', '100', '101', 'many', true],
    };
    const pick = seededPicker(20_260_521);
    const kept = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const input: Record<string, unknown> = {};
      for (const [key, values] of Object.entries(candidates)) {
        input[key] = pick([...values, ...values, undefined, undefined, null, '', '   ', 'all']);
      }
      const cleaned = cleanJobFilters(input as JobFilterInput);
      const expected = schemaCleanJobFilters(input);
      expect(cleaned, JSON.stringify(input)).toEqual(expected);
      // Same order as the schema's fields, so the request's query string is the same too.
      expect(Object.keys(cleaned)).toEqual(Object.keys(expected));
      const parsed = ZJobListQuery.safeParse(cleaned);
      expect(parsed.success, JSON.stringify(cleaned)).toBe(true);
      expect(parsed.data).toMatchObject(cleaned);
      for (const key of Object.keys(cleaned)) kept.add(key);
    }
    expect([...kept].sort()).toEqual(Object.keys(candidates).sort());
  });
});

/** cleanJobFilters as it was written over the schema: each field through its own zod schema. */
function schemaCleanJobFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(ZJobListQuery.shape)) {
    const value = filters[key];
    if (value === undefined || value === null || value === 'all') continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    const parsed = schema.safeParse(value);
    if (parsed.success && parsed.data !== undefined) clean[key] = parsed.data;
  }
  // The place's combinations the whole schema refuses: half a position, a position beside a ZIP
  // code (the ZIP is kept) and a radius without a place.
  if (clean.lat === undefined || clean.lng === undefined || clean.zip !== undefined) {
    delete clean.lat;
    delete clean.lng;
  }
  if (clean.zip === undefined && clean.lat === undefined) delete clean.radius;
  return clean;
}

describe('ZJobList', () => {
  it('accepts the list body', () => {
    expect(
      ZJobList.safeParse({
        data: [{ ...sampleJob, distance_miles: 2.3 }],
        total: 21,
        page: 2,
        limit: 20,
        totalPages: 2,
        hasNext: false,
        hasPrev: true,
      }).success,
    ).toBe(true);
  });

  it('refuses a list body without the page flags', () => {
    expect(ZJobList.safeParse({ data: [], total: 0, page: 1, limit: 20, totalPages: 0 }).success).toBe(false);
  });

  it('accepts an empty list with zero pages', () => {
    expect(ZJobList.safeParse(listPage([], 0, { page: 1, limit: 20 })).success).toBe(true);
  });
});
