import { DEFAULT_THEME, findPreset, salaryDisplay, type TJob } from '@perks/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { platformTheme } from '../../db/schema/platform-theme.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { standInWebBuild } from '../../test/stand-in-web-build.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jobShareCard } from './share-cards.ts';
import { RENDERS_WAITING_MAX, ShareImages } from './share-images.routes.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The og:image and twitter:image addresses of a page, and the alt texts. */
function shareMeta(html: string) {
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1] ?? null;
  return {
    ogImage: meta('og:image'),
    ogAlt: meta('og:image:alt'),
    twitterImage: meta('twitter:image'),
    twitterAlt: meta('twitter:image:alt'),
    card: meta('twitter:card'),
  };
}

/** The colour of one pixel of a PNG, as [r, g, b]. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('share images of job and business pages', () => {
  let a: TestApp;
  let b: TestApp;
  let businessId: string;
  let hiddenBusinessId: string;
  let jobId: string;
  let pendingId: string;
  let expiredId: string;

  beforeAll(async () => {
    const web = standInWebBuild();
    a = await createTestApp({ WEB_DIST_DIR: web, PUBLIC_URL: 'https://perks.example' });
    // A second instance on the same database: what one draws, the other must agree with.
    b = await createTestApp(
      { WEB_DIST_DIR: web, PUBLIC_URL: 'https://perks.example' },
      { database: a.database },
    );
    // A red square logo, stored as the image pipeline stores one (the business's logo_url names it).
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const name = `${'a'.repeat(32)}.png`;
    await a.app.imageStore.put(`business-images/${name}`, logo, 'image/png');
    await b.app.imageStore.put(`business-images/${name}`, logo, 'image/png');
    businessId = (
      await insertBusiness(a.app.db, {
        name: 'Salt Pine Social',
        logo_url: `/uploads/business-images/${name}`,
      })
    ).id;
    hiddenBusinessId = (
      await insertBusiness(a.app.db, { name: 'Closed', status: 'inactive', is_active: false })
    ).id;
    jobId = (
      await insertJob(a.app.db, {
        business_id: businessId,
        title: 'Bartender',
        location: '12 Fore St, Portland, ME 04101',
        is_tipped_role: true,
        base_hourly_pay: 15,
        estimated_tips_hourly: 12,
      })
    ).id;
    pendingId = (await insertJob(a.app.db, { business_id: businessId, status: 'pending' })).id;
    expiredId = (
      await insertJob(a.app.db, {
        business_id: businessId,
        posted_at: new Date(Date.now() - 40 * 86_400_000),
        expires_at: new Date(Date.now() - 86_400_000),
      })
    ).id;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('links a 1200x630 image with its alt text in the job page head, with the pay line of the job card', async () => {
    const page = await a.app.inject({ method: 'GET', url: `/jobs/${jobId}` });
    const meta = shareMeta(page.body);
    expect(meta.card).toBe('summary_large_image');
    expect(meta.ogImage).toMatch(
      new RegExp(`^https://perks\\.example/jobs/${jobId}/share\\.png\\?v=[\\w-]{22}$`),
    );
    expect(meta.twitterImage).toBe(meta.ogImage);
    const job = (await a.app.inject({ method: 'GET', url: `/api/v1/jobs/${jobId}` })).json().data as TJob;
    expect(salaryDisplay(job)).toBe('$15.00/hr + $12.00/hr tips');
    expect(meta.ogAlt).toBe('Bartender at Salt Pine Social — $15.00/hr + $12.00/hr tips');
    expect(meta.twitterAlt).toBe(meta.ogAlt);
    expect(page.body).toContain('<meta property="og:image:width" content="1200">');
    expect(page.body).toContain('<meta property="og:image:height" content="630">');

    const image = await a.app.inject({ method: 'GET', url: new URL(meta.ogImage!).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const { width, height, format } = await sharp(image.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect(image.headers.etag).toMatch(/^"[\w-]{27}"$/);
    // The logo is drawn from the stored image: its box (72 + 12 + 60, 56 + 12 + 60) is red.
    expect(await pixel(image.rawPayload, 144, 128)).toEqual([255, 0, 0]);
  });

  it('answers 304 to the ETag it gave, and the same image and ETag from another instance', async () => {
    const first = await a.app.inject({ method: 'GET', url: `/jobs/${jobId}/share.png` });
    const again = await a.app.inject({
      method: 'GET',
      url: `/jobs/${jobId}/share.png`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await b.app.inject({ method: 'GET', url: `/jobs/${jobId}/share.png` });
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws a new image when the title changes on another instance, and when the theme changes', async () => {
    const before = await a.app.inject({ method: 'GET', url: `/jobs/${jobId}/share.png` });
    const pageBefore = shareMeta((await a.app.inject({ method: 'GET', url: `/jobs/${jobId}` })).body);
    await b.app.db
      .update(jobs)
      .set({ title: 'Head Bartender', updated_at: new Date() })
      .where(eq(jobs.id, jobId));

    const after = await a.app.inject({ method: 'GET', url: `/jobs/${jobId}/share.png` });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    const stale = await a.app.inject({
      method: 'GET',
      url: `/jobs/${jobId}/share.png`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    const fromB = await b.app.inject({ method: 'GET', url: `/jobs/${jobId}/share.png` });
    expect(fromB.headers.etag).toBe(after.headers.etag);
    expect(fromB.rawPayload.equals(after.rawPayload)).toBe(true);
    // The page links the new version, so a preview made now asks for the new image.
    const pageAfter = shareMeta((await a.app.inject({ method: 'GET', url: `/jobs/${jobId}` })).body);
    expect(pageAfter.ogImage).not.toBe(pageBefore.ogImage);
    expect(pageAfter.ogAlt).toBe('Head Bartender at Salt Pine Social — $15.00/hr + $12.00/hr tips');

    // Published on the other instance: the image follows at once, in the new theme's colours.
    const sunset = findPreset('sunset');
    expect(sunset && sunset.id !== DEFAULT_THEME.id).toBe(true);
    await b.app.db.insert(platformTheme).values({ theme: sunset! });
    const themed = await a.app.inject({ method: 'GET', url: `/jobs/${jobId}/share.png` });
    expect(themed.headers.etag).not.toBe(after.headers.etag);
    expect(await pixel(themed.rawPayload, 4, 4)).not.toEqual(await pixel(after.rawPayload, 4, 4));
    await b.app.db.delete(platformTheme);
  });

  it('draws a public business page too, and answers 404 for anything not public', async () => {
    const page = await a.app.inject({ method: 'GET', url: `/business/${businessId}` });
    const meta = shareMeta(page.body);
    expect(meta.ogImage).toMatch(new RegExp(`/business/${businessId}/share\\.png\\?v=`));
    expect(meta.ogAlt).toBe('Salt Pine Social — 1 open job');
    const image = await a.app.inject({ method: 'GET', url: `/business/${businessId}/share.png` });
    expect(image.statusCode).toBe(200);
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect([width, height]).toEqual([1200, 630]);

    for (const url of [
      `/jobs/${pendingId}/share.png`,
      `/jobs/${expiredId}/share.png`,
      '/jobs/00000000-0000-4000-8000-000000000000/share.png',
      '/jobs/not-a-uuid/share.png',
      `/business/${hiddenBusinessId}/share.png`,
      '/business/00000000-0000-4000-8000-000000000000/share.png',
    ]) {
      const res = await a.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('the drawing cap', () => {
  it('draws one image at a time, queues a few and refuses the rest with 503 and Retry-After', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let drawing = 0;
    let mostAtOnce = 0;
    const store = { get: async () => null } as unknown as ConstructorParameters<typeof ShareImages>[0];
    const images = new ShareImages(store, async () => {
      drawing += 1;
      mostAtOnce = Math.max(mostAtOnce, drawing);
      await gate;
      drawing -= 1;
      return Buffer.from('png');
    });
    const card = jobShareCard({
      id: 'x',
      title: 'Line Cook',
      company: 'Salt Pine Social',
      location: 'Portland, ME',
      logo_url: null,
      salary_display: '$20.00/hr',
    } as TJob);
    const burst = Array.from({ length: RENDERS_WAITING_MAX + 6 }, (_, i) =>
      images.png(`key-${i}`, card, null).then(
        () => 'drawn',
        (error: { statusCode?: number; headers?: Record<string, string> }) =>
          `${error.statusCode} ${error.headers?.['Retry-After']}`,
      ),
    );
    // The same key again shares the drawing under way rather than queueing another.
    const sameKey = images.png('key-0', card, null);
    release();
    const answers = await Promise.all(burst);
    await sameKey;
    expect(answers.filter((a) => a === 'drawn')).toHaveLength(RENDERS_WAITING_MAX + 1);
    expect(answers.filter((a) => a === '503 5')).toHaveLength(5);
    expect(mostAtOnce).toBe(1);
  });
});
