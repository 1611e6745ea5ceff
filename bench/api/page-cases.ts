/**
 * The server-rendered public pages as load cases (docs/decisions/025). Each is measured against the
 * app's own JSON API for the same data, under the same load and with the same compression a
 * browser asks for: the ratio says what rendering the page costs on top of reading its data.
 * `{id}` rotates through live job ids, as in the API cases.
 */
export interface PageCase {
  name: string;
  /** The page's path as a browser requests it. */
  path: string;
  /** The API request that carries the same data. */
  jsonPath: string;
  /** Text the rendered HTML must hold (proof that the server rendered the page, not a shell). */
  expectInHtml: RegExp;
}

export const PAGE_ENCODINGS = 'gzip, deflate, br, zstd';

const ALL_PAGE_CASES: PageCase[] = [
  {
    name: 'jobs page HTML',
    path: '/jobs',
    jsonPath: '/api/v1/jobs',
    expectInHtml: /href="\/jobs\/[0-9a-f-]{36}"/,
  },
  {
    name: 'job page HTML',
    path: '/jobs/{id}',
    jsonPath: '/api/v1/jobs/{id}',
    expectInHtml: /application\/ld\+json/,
  },
];

/** BENCH_ONLY filters these by name too. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
export const PAGE_CASES = ALL_PAGE_CASES.filter((c) => !only || only.test(c.name));
