import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PageViewKind, pageViews } from '../../db/schema/index.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PAGE_VIEWS_PER_NETWORK_PER_DAY } from './page-view-budget.ts';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile Safari/604.1';
const ENGINE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let businessId: string;
let inactiveId: string;
let liveJobId: string;
let pendingJobId: string;
let owner: Person;
let worker: Person;

/** Every view counted for the page, over all days. */
async function viewsOf(kind: PageViewKind, id: string): Promise<number> {
  await t.app.pageViews.settled();
  const [row] = await t.app.db
    .select({ n: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
    .from(pageViews)
    .where(and(eq(pageViews.kind, kind), eq(pageViews.page_id, id)));
  return row?.n ?? 0;
}

let visitors = 0;
/** A request from a new address each time (one address counts a page once in 30 minutes), or from `from`. */
const get = (
  url: string,
  headers: Record<string, string> = { 'user-agent': BROWSER },
  method: 'GET' | 'HEAD' = 'GET',
  from?: string,
) => {
  visitors += 1;
  const remoteAddress = from ?? `10.${Math.floor(visitors / 250)}.${visitors % 250}.1`;
  return t.app.inject({ method, url, headers, remoteAddress });
};

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'perks-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: webDist });
  const db = t.app.db;
  businessId = (await insertBusiness(db, { name: 'Salt Pier Kitchen' })).id;
  inactiveId = (await insertBusiness(db, { name: 'Closed Café', status: 'inactive', is_active: false })).id;
  liveJobId = (await insertJob(db, { business_id: businessId })).id;
  pendingJobId = (await insertJob(db, { business_id: businessId, status: 'pending' })).id;
  owner = await person(t.app, db, { memberships: [{ businessId, role: 'owner' }] });
  worker = await person(t.app, db);
});
afterAll(() => t.close());

describe(`page views (${ENGINE})`, () => {
  it('counts a job page served through the API and as the server-rendered page, from the shared cache too', async () => {
    const before = await viewsOf('job', liveJobId);
    expect((await get(`/api/v1/jobs/${liveJobId}`)).statusCode).toBe(200);
    expect(
      (await get(`/api/v1/jobs/${liveJobId}`, { 'user-agent': BROWSER, ...worker.auth })).statusCode,
    ).toBe(200);
    // The second render of the page within five seconds is the shared one: it counts all the same.
    expect((await get(`/jobs/${liveJobId}`)).statusCode).toBe(200);
    expect((await get(`/jobs/${liveJobId}`)).statusCode).toBe(200);
    expect(await viewsOf('job', liveJobId)).toBe(before + 4);
  });

  it("counts a business's page through the API and as the server-rendered page", async () => {
    const before = await viewsOf('business', businessId);
    expect((await get(`/api/v1/businesses/${businessId}`)).statusCode).toBe(200);
    expect((await get(`/business/${businessId}`)).statusCode).toBe(200);
    expect(await viewsOf('business', businessId)).toBe(before + 2);
  });

  it("does not count crawlers, link previews, a missing user agent, HEAD, pages that are not public, or the business's own people", async () => {
    const jobBefore = await viewsOf('job', liveJobId);
    const businessBefore = await viewsOf('business', businessId);
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'curl/8.5.0',
    ]) {
      expect((await get(`/jobs/${liveJobId}`, { 'user-agent': agent })).statusCode).toBe(200);
      expect((await get(`/api/v1/businesses/${businessId}`, { 'user-agent': agent })).statusCode).toBe(200);
    }
    expect((await get(`/api/v1/jobs/${liveJobId}`, { 'user-agent': '' })).statusCode).toBe(200);
    expect((await get(`/jobs/${liveJobId}`, { 'user-agent': BROWSER }, 'HEAD')).statusCode).toBe(200);
    expect(
      (await get(`/api/v1/jobs/${liveJobId}`, { 'user-agent': BROWSER, ...owner.auth })).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/v1/businesses/${businessId}`, { 'user-agent': BROWSER, ...owner.auth })).statusCode,
    ).toBe(200);
    // Pages only their own people can open are not views.
    expect(
      (await get(`/api/v1/jobs/${pendingJobId}`, { 'user-agent': BROWSER, ...owner.auth })).statusCode,
    ).toBe(200);
    expect((await get(`/jobs/${pendingJobId}`)).statusCode).toBe(404);
    expect((await get(`/business/${inactiveId}`)).statusCode).toBe(404);
    expect(await viewsOf('job', liveJobId)).toBe(jobBefore);
    expect(await viewsOf('business', businessId)).toBe(businessBefore);
    expect(await viewsOf('job', pendingJobId)).toBe(0);
    expect(await viewsOf('business', inactiveId)).toBe(0);
  });

  it('loses no count under a burst of parallel views', async () => {
    const before = await viewsOf('job', liveJobId);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(i % 2 ? `/jobs/${liveJobId}` : `/api/v1/jobs/${liveJobId}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    expect(await viewsOf('job', liveJobId)).toBe(before + 40);
  });

  it('counts the same page from the same address and browser once in 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const before = await viewsOf('job', liveJobId);
      const again = () => get(`/api/v1/jobs/${liveJobId}`, { 'user-agent': BROWSER }, 'GET', '203.0.113.9');
      await again();
      await again();
      await get(`/jobs/${liveJobId}`, { 'user-agent': BROWSER }, 'GET', '203.0.113.9');
      expect(await viewsOf('job', liveJobId)).toBe(before + 1);
      // A burst from that one address and browser adds nothing more.
      await Promise.all(Array.from({ length: 20 }, () => again()));
      expect(await viewsOf('job', liveJobId)).toBe(before + 1);
      // Another browser at the same address is another person.
      await get(`/api/v1/jobs/${liveJobId}`, { 'user-agent': `${BROWSER} Edg/120` }, 'GET', '203.0.113.9');
      expect(await viewsOf('job', liveJobId)).toBe(before + 2);
      vi.setSystemTime(Date.now() + 31 * 60_000);
      await again();
      expect(await viewsOf('job', liveJobId)).toBe(before + 3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds at most the daily cap from one network, whatever browser strings a parallel burst sends', async () => {
    const burstJobId = (await insertJob(t.app.db, { business_id: businessId })).id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        get(`/api/v1/jobs/${burstJobId}`, { 'user-agent': `${BROWSER} Build/${i}` }, 'GET', '198.51.100.7'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(await viewsOf('job', burstJobId)).toBe(PAGE_VIEWS_PER_NETWORK_PER_DAY);
    // Another network still counts, and so does the same network on another page.
    await get(`/api/v1/jobs/${burstJobId}`, { 'user-agent': BROWSER }, 'GET', '198.51.100.8');
    expect(await viewsOf('job', burstJobId)).toBe(PAGE_VIEWS_PER_NETWORK_PER_DAY + 1);
    const businessBefore = await viewsOf('business', businessId);
    await get(`/api/v1/businesses/${businessId}`, { 'user-agent': BROWSER }, 'GET', '198.51.100.7');
    expect(await viewsOf('business', businessId)).toBe(businessBefore + 1);
  });

  it('still answers the page when the count cannot be written', async () => {
    const before = await viewsOf('job', liveJobId);
    await t.app.db.execute(sql`alter table page_views rename to page_views_away`);
    try {
      expect((await get(`/api/v1/jobs/${liveJobId}`)).statusCode).toBe(200);
      expect((await get(`/business/${businessId}`)).statusCode).toBe(200);
      await t.app.pageViews.settled();
    } finally {
      await t.app.db.execute(sql`alter table page_views_away rename to page_views`);
    }
    expect(await viewsOf('job', liveJobId)).toBe(before);
  });
});
