import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { jobPayload } from '../../test/job-posting-fixtures.ts';
import { person } from '../../test/signed-in-person.ts';
import { standInWebBuild } from '../../test/stand-in-web-build.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { publicJobsSource } from './public-jobs-source.ts';

describe('server-rendered public pages', () => {
  let t: TestApp;
  let liveId: string;
  let pendingId: string;
  let businessId: string;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: standInWebBuild() });
    businessId = (await insertBusiness(t.app.db, { name: 'Salt Pine Social' })).id;
    liveId = (await insertJob(t.app.db, { business_id: businessId, title: 'Line Cook' })).id;
    pendingId = (await insertJob(t.app.db, { business_id: businessId, title: 'Host', status: 'pending' })).id;
  });
  afterAll(() => t.close());

  it('carries a list refused for its ZIP code to the page as JSON, with the message and the field', async () => {
    const source = publicJobsSource(t.app.db, t.app.config);
    const refused = await source.list({ zip: '00000' }).then(
      () => null,
      (error: unknown) => error,
    );
    // What the page embeds for the browser, which shows it by the ZIP box without asking again.
    expect(JSON.parse(JSON.stringify(refused))).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'zip',
      status: 400,
      message: 'We could not find that ZIP code',
    });
    const near = await source.list({ zip: '04101', radius: 5 });
    expect(near.data.map((job) => job.title)).toEqual(['Line Cook']);
  });

  it('renders the job list from the repository into the root, with its state and preloads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/jobs?title_search=cook' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p>/jobs {"data":[{');
    expect(res.body).toContain('"title":"Line Cook"');
    expect(res.body).not.toContain('"title":"Host"');
    expect(res.body).toContain('<script type="application/json" id="page-state">{"path":"/jobs"}</script>');
    // The screen's chunks, without what index.html already loads; every script of a rendered
    // page at low priority, so the stylesheet and the first paint come first.
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/jobs-page.js">',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/input.js">',
    );
    expect(res.body.match(/href="\/assets\/react.js"/g)).toHaveLength(1);
    expect(res.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
    );
    expect(res.body).not.toContain('<noscript>');
  });

  it('renders a live job as a visitor sees it, and a job that is not live as missing (404)', async () => {
    const live = await t.app.inject({ method: 'GET', url: `/jobs/${liveId}` });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('"title":"Line Cook"');
    const pending = await t.app.inject({ method: 'GET', url: `/jobs/${pendingId}` });
    expect(pending.statusCode).toBe(404);
    expect(pending.body).toContain(`<p>/jobs/${pendingId} null</p>`);
    expect(pending.body).toContain('noindex');
  });

  it('renders the static pages and the unsubscribe page, and leaves other paths to the browser', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<div id="root"><p>/ null</p><i data-locale="en"></i></div>');
    // An alert e-mail's unsubscribe link: its page's button works before (or without) script.
    const unsubscribe = await t.app.inject({ method: 'GET', url: '/alerts/unsubscribe/a.signed-token' });
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.body).toContain(
      '<div id="root"><p>/alerts/unsubscribe/a.signed-token null</p><i data-locale="en"></i></div>',
    );
    // A screen only the browser draws comes in the site's frame for browsers without scripts,
    // in place of the one-line noscript notice (decision 059).
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<div id="root"><p>frame /login en false</p></div>');
    expect(login.body).not.toContain('<noscript>');
    // The browser-only shell paints nothing before its script runs: default priority.
    expect(login.body).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(login.body).not.toContain('fetchpriority');
  });

  it('compresses a rendered page for browsers that accept it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/jobs' });
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/jobs',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('shares a rendered page between visitors, and shows a write at once', async () => {
    const owner = await person(t.app, t.app.db, { memberships: [{ businessId, role: 'owner' }] });
    const page = () => t.app.inject({ method: 'GET', url: `/jobs/${liveId}` });
    const first = await page();
    expect(first.body).toContain('"title":"Line Cook"');

    // Changed behind the API's back (as another instance would): the shared page stands for now.
    const list = await t.app.inject({ method: 'GET', url: '/jobs' });
    await insertJob(t.app.db, { business_id: businessId, title: 'Dish Captain' });
    const again = await t.app.inject({ method: 'GET', url: '/jobs' });
    expect(again.body).toBe(list.body);
    expect(again.body).not.toContain('"title":"Dish Captain"');

    // A write through the API empties the shared pages before its answer is sent.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/jobs/${liveId}`,
      headers: owner.auth,
      payload: jobPayload(businessId, { title: 'Head Line Cook' }),
    });
    expect(edit.statusCode).toBe(200);
    const edited = await page();
    expect(edited.body).toContain('"title":"Head Line Cook"');
    const fresh = await t.app.inject({ method: 'GET', url: '/jobs' });
    expect(fresh.body).toContain('"title":"Dish Captain"');

    // A refused write changes nothing and keeps the shared pages.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/jobs/${liveId}`,
      headers: owner.auth,
      payload: { title: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(t.app.sharedPages.size).toBeGreaterThan(0);
  });
  describe("in the reader's language", () => {
    it("renders in the browser's language and says so, varying the answer by it", async () => {
      const res = await t.app.inject({
        url: '/jobs',
        headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="pt" dir="ltr"');
      expect(res.body).toContain('data-locale="pt"');
      expect(res.headers['content-language']).toBe('pt');
      expect(res.headers.vary).toContain('Accept-Language');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('keeps one cached page per language, so a visitor never gets another language from the cache', async () => {
      const spanish = await t.app.inject({
        url: '/jobs?title_search=cook',
        headers: { 'accept-language': 'es' },
      });
      const english = await t.app.inject({
        url: '/jobs?title_search=cook',
        headers: { 'accept-language': 'en' },
      });
      const french = await t.app.inject({ url: '/', headers: { cookie: 'lang=fr' } });
      const home = await t.app.inject({ url: '/', headers: { 'accept-language': 'es' } });
      expect(spanish.body).toContain('data-locale="es"');
      expect(english.body).toContain('data-locale="en"');
      expect(french.body).toContain('data-locale="fr"');
      expect(home.body).toContain('data-locale="es"');
    });

    it('lets a link choose the language over the cookie and the browser, and remembers it', async () => {
      const res = await t.app.inject({
        url: '/jobs?lang=es',
        headers: { cookie: 'lang=fr', 'accept-language': 'pt' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain('<html lang="es"');
      expect(res.headers['set-cookie']).toMatch(/^lang=es; Max-Age=31536000; Path=\/; SameSite=Lax/);
    });

    it('names every language version of the page for search engines', async () => {
      const res = await t.app.inject({ url: `/jobs/${liveId}?lang=fr` });
      for (const locale of ['en', 'es', 'fr', 'pt']) {
        expect(res.body).toContain(
          `<link rel="alternate" hreflang="${locale}" href="http://localhost:80/jobs/${liveId}?lang=${locale}">`,
        );
      }
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="x-default" href="http://localhost:80/jobs/${liveId}">`,
      );
      expect(res.body).toContain(`<link rel="canonical" href="http://localhost:80/jobs/${liveId}?lang=fr">`);
    });

    it('ignores a language it does not speak, and an unreadable header', async () => {
      const res = await t.app.inject({ url: '/jobs?lang=xx', headers: { 'accept-language': ';;q=abc,*' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en"');
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });
});
