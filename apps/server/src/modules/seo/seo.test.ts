import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { createTestApp, setUpTestApp, type TestApp } from '../../test/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="App-wide description" /><title>App</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The JSON-LD blocks of a page, parsed: throws when one is not valid JSON. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe('job pages for search engines and link previews', () => {
  let t: TestApp;
  let businessId: string;
  let liveId: string;
  let rangeId: string;
  let evilId: string;
  let pendingId: string;
  let inactiveBusinessId: string;

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'perks-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://perks.example' });
    const db = t.app.db;
    businessId = (
      await insertBusiness(db, { name: 'Salt Pine Social', logo_url: 'https://example.com/logo.png' })
    ).id;
    inactiveBusinessId = (
      await insertBusiness(db, { name: 'Closed Café', status: 'inactive', is_active: false })
    ).id;
    liveId = (
      await insertJob(db, {
        business_id: businessId,
        title: 'Bartender',
        company: 'Salt Pine Social',
        location: '12 Fore St, Portland, ME 04101',
        employment_type: 'part-time',
        description: 'Craft cocktails for a **busy** bar.\nNights and weekends.',
        is_tipped_role: true,
        base_hourly_pay: 15,
        estimated_tips_hourly: 12,
        tip_structure: 'pooled',
        posted_at: new Date('2025-01-01T12:00:00Z'),
        expires_at: new Date('2099-01-31T12:00:00Z'),
      })
    ).id;
    rangeId = (
      await insertJob(db, {
        business_id: businessId,
        title: 'Sous Chef',
        location: 'Kitchen',
        employment_type: 'contract',
        base_hourly_pay: null,
        hourly_rate_min: 22,
        hourly_rate_max: 28,
        expires_at: null,
      })
    ).id;
    evilId = (
      await insertJob(db, {
        business_id: businessId,
        title: '</script><script>alert(1)</script> "Chef" & <b>Co</b>',
        description: "Ends with </script> and $' and $& patterns",
      })
    ).id;
    pendingId = (await insertJob(db, { business_id: businessId, title: 'Pending', status: 'pending' })).id;
    await insertJob(db, {
      business_id: businessId,
      title: 'Expired',
      expires_at: daysFromNow(-1),
      posted_at: daysFromNow(-31),
    });
  });
  afterAll(() => t.close());

  it('serves the app with the title, description, Open Graph tags and JobPosting JSON-LD in <head>', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/jobs/${liveId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
    expect(head).toContain('<title>Bartender at Salt Pine Social | Industry Perks</title>');
    expect(head).not.toContain('<title>App</title>');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toMatch(
      /<meta name="description" content="Bartender at Salt Pine Social, 12 Fore St, Portland, ME 04101 — \$15\.00\/hr \+ \$12\.00\/hr tips\. Craft cocktails/,
    );
    expect(head).toContain(
      '<meta property="og:title" content="Bartender at Salt Pine Social | Industry Perks">',
    );
    expect(head).toContain(`<meta property="og:url" content="https://perks.example/jobs/${liveId}">`);
    // The preview shows the job's own share image (share-images.test.ts), not the logo alone.
    expect(head).toMatch(
      new RegExp(
        `<meta property="og:image" content="https://perks\\.example/jobs/${liveId}/share\\.png\\?v=[\\w-]+">`,
      ),
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta property="og:locale" content="en_US">');
    expect(head).toContain(`<link rel="canonical" href="https://perks.example/jobs/${liveId}">`);

    const [posting] = jsonLd(head);
    expect(posting).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Bartender',
      description:
        'Craft cocktails for a busy bar.\nNights and weekends.\n\nTipped role: Estimated tips of $12.00/hr on top of base pay (tip pooling).',
      identifier: { '@type': 'PropertyValue', name: 'Salt Pine Social', value: liveId },
      url: `https://perks.example/jobs/${liveId}`,
      datePosted: '2025-01-01T12:00:00.000Z',
      validThrough: '2099-01-31T12:00:00.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Salt Pine Social',
        logo: 'https://example.com/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Fore St',
          addressLocality: 'Portland',
          addressRegion: 'ME',
          postalCode: '04101',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', value: 15, unitText: 'HOUR' },
      },
      directApply: false,
    });
  });

  it('states a pay range, maps contract work and falls back to the business address', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/jobs/${rangeId}` });
    const [posting] = jsonLd(res.body);
    expect(posting).toMatchObject({
      employmentType: 'CONTRACTOR',
      baseSalary: { value: { '@type': 'QuantitativeValue', minValue: 22, maxValue: 28, unitText: 'HOUR' } },
      jobLocation: { address: { addressLocality: 'Portland', addressRegion: 'ME', addressCountry: 'US' } },
    });
    expect(posting).not.toHaveProperty('validThrough');
  });

  it('escapes database text: a title cannot close the script block or add tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/jobs/${evilId}` });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // Exactly one script element, the JSON-LD, and it closes where it should.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).not.toContain('<b>');
    expect(head).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Chef&quot; &amp; &lt;b&gt;Co&lt;/b&gt;',
    );
    const [posting] = jsonLd(head);
    expect(posting?.title).toBe('</script><script>alert(1)</script> "Chef" & <b>Co</b>');
    expect(posting?.description).toBe("Ends with </script> and $' and $& patterns");
    // The rest of the page is intact (no replacement patterns expanded).
    expect(res.body.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  });

  it.each([
    ['a pending job', () => `/jobs/${pendingId}`],
    ['an unknown job', () => '/jobs/00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => '/jobs/not-a-job'],
  ])('answers %s with 404, noindex and the app (which shows Job Not Found)', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<div id="root"></div>');
    expect(jsonLd(res.body)).toEqual([]);
  });

  it('leaves other job screens to the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/jobs/${liveId}/edit` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>App</title>');
  });

  it('lists live jobs, active business pages and the public pages in sitemap.xml', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://perks.example/',
        'https://perks.example/jobs',
        `https://perks.example/jobs/${liveId}`,
        `https://perks.example/jobs/${rangeId}`,
        `https://perks.example/jobs/${evilId}`,
        `https://perks.example/business/${businessId}`,
      ]),
    );
    expect(locs).not.toContain(`https://perks.example/jobs/${pendingId}`);
    expect(locs).not.toContain(`https://perks.example/business/${inactiveBusinessId}`);
    // Three live jobs, one active business, five public pages.
    expect(locs).toHaveLength(9);
  });

  it("sends an active business's page with its title, description, canonical link and Open Graph tags", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/business/${businessId}?ref=share` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Salt Pine Social | Industry Perks</title>');
    expect(res.body).not.toContain('<title>App</title>');
    expect(res.body).not.toContain('App-wide description');
    expect(res.body).toMatch(
      /<meta name="description" content="Salt Pine Social, 12 Fore St, Portland, ME 04101 — 3 open jobs\./,
    );
    expect(res.body).toContain(`<link rel="canonical" href="https://perks.example/business/${businessId}">`);
    expect(res.body).toContain('<meta property="og:title" content="Salt Pine Social | Industry Perks">');
    expect(res.body).toContain(
      `<meta property="og:url" content="https://perks.example/business/${businessId}">`,
    );
    expect(res.body).toMatch(
      new RegExp(
        `<meta property="og:image" content="https://perks\\.example/business/${businessId}/share\\.png\\?v=[\\w-]+">`,
      ),
    );
    expect(res.body).not.toContain('noindex');
  });

  it('answers an inactive, missing or malformed business page with 404 and noindex', async () => {
    for (const id of [inactiveBusinessId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/business/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<title>Business Not Found | Industry Perks</title>');
      expect(res.body).not.toContain('Closed Café');
    }
  });

  it('points robots.txt at the sitemap index', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Sitemap: https://perks.example/sitemap-index.xml');
    expect(res.body).toContain('Disallow: /api/');
  });
});

describe('absolute URLs without PUBLIC_URL', () => {
  const t = setUpTestApp();

  it("use the request's own host", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'jobs.local:8080' },
    });
    expect(res.body).toContain('Sitemap: http://jobs.local:8080/sitemap-index.xml');
  });
});
