/**
 * The API cases of the benchmark (issue 6). Each names the request the load generator sends; the
 * raw baseline answers the same request by running the SQL the app's repository builds for it.
 * `{id}` in a path rotates through live job ids taken from the bench data.
 */
export interface ApiCase {
  name: string;
  kind: 'jobs-list' | 'job' | 'businesses-list';
  /** Path and query string as sent, e.g. /api/v1/jobs?page=50. */
  path: string;
  /** Sent as Accept-Encoding; without it the request asks for no compression. */
  acceptEncoding?: string;
}

/** What a browser sends: both servers answer brotli (docs/decisions/026-api-compression.md). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const SEARCH = 'title_search=bar&employment_type=part-time&is_tipped_role=true';

const PLAIN_CASES: ApiCase[] = [
  { name: 'jobs page 1', kind: 'jobs-list', path: '/api/v1/jobs' },
  { name: 'jobs search + type + tipped', kind: 'jobs-list', path: `/api/v1/jobs?${SEARCH}` },
  { name: 'same, by salary', kind: 'jobs-list', path: `/api/v1/jobs?${SEARCH}&sort_by=salary` },
  { name: 'same, by company', kind: 'jobs-list', path: `/api/v1/jobs?${SEARCH}&sort_by=company` },
  { name: 'jobs page 50', kind: 'jobs-list', path: '/api/v1/jobs?page=50' },
  // A rare word (about 960 live matches) and a small combination of filters (about 240): both
  // are counted exactly, and both once read thousands of rows (docs/decisions/027).
  { name: 'rare title search', kind: 'jobs-list', path: '/api/v1/jobs?title_search=sommelier' },
  {
    name: 'small filtered list',
    kind: 'jobs-list',
    path: '/api/v1/jobs?role_type=management&employment_type=contract&is_tipped_role=true',
  },
  { name: 'job by id', kind: 'job', path: '/api/v1/jobs/{id}' },
  { name: 'businesses search', kind: 'businesses-list', path: '/api/v1/businesses?search=harbor' },
  // The directory's filters together: industry, city and a size bucket, sorted by team size.
  {
    name: 'directory filters',
    kind: 'businesses-list',
    path: '/api/v1/businesses?industry=food-beverage&city=portland&company_size_min=11&company_size_max=50&sort_by=employee_count',
  },
  // 'Hiring Now' across every page (a live job each), in one city, newest first.
  {
    name: 'directory hiring now',
    kind: 'businesses-list',
    path: '/api/v1/businesses?hiring_now=true&city=south-portland&sort_by=created_at',
  },
  { name: 'directory page 10', kind: 'businesses-list', path: '/api/v1/businesses?page=10' },
];

// The same requests from a browser: compressed answers, the compression's cost in the ratio.
const COMPRESSED = new Set(['jobs page 1', 'job by id', 'businesses search']);

const ALL_CASES: ApiCase[] = [
  ...PLAIN_CASES,
  ...PLAIN_CASES.filter((c) => COMPRESSED.has(c.name)).map((c) => ({
    ...c,
    name: `${c.name}, br`,
    acceptEncoding: BROWSER_ENCODINGS,
  })),
];

/** BENCH_ONLY=<regular expression> runs only the cases whose name matches it. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
export const CASES = ALL_CASES.filter((c) => !only || only.test(c.name));

/** The query string of a path as a plain object, as Fastify hands it to the route's schema. */
export function queryOf(path: string): Record<string, string> {
  const search = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  return Object.fromEntries(new URLSearchParams(search));
}
