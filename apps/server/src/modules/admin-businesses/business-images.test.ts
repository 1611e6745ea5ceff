import { BUSINESS_IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@perks/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, jobs } from '../../db/schema/index.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { multipart, type Part, picture } from '../../test/multipart.ts';
import { type Person, person, twoBusinessesWithPeople } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

describe('business image uploads', () => {
  const t = setUpTestApp();
  let admin: Person;
  let owner: Person;
  let otherOwner: Person;
  let worker: Person;
  let businessId: string;
  let otherBusinessId: string;

  beforeAll(async () => {
    const db = t.app.db;
    ({ businessId, otherBusinessId, admin, owner, worker } = await twoBusinessesWithPeople(t.app, db));
    otherOwner = await person(t.app, db, { memberships: [{ businessId: otherBusinessId, role: 'manager' }] });
  });

  const upload = async (
    who: Person | undefined,
    file: { bytes: Buffer; filename: string; type: string } | null,
    fields: { businessId?: string; imageType?: string } = { businessId, imageType: 'logo' },
  ) => {
    const parts: Part[] = [];
    if (file) parts.push({ name: 'file', value: file });
    if (fields.businessId !== undefined) parts.push({ name: 'businessId', value: fields.businessId });
    if (fields.imageType !== undefined) parts.push({ name: 'imageType', value: fields.imageType });
    const body = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/business-image',
      headers: { ...body.headers, ...(who?.auth ?? {}) },
      payload: body.payload,
    });
  };
  const fetchImage = (url: string) => t.app.inject({ method: 'GET', url });
  const storedRow = async (id = businessId) =>
    (await t.app.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

  it('accepts each of png, jpeg, webp and gif, serves it with its type, nosniff and immutable caching', async () => {
    const cases = [
      ['png', 'image/png', '.png'],
      ['jpeg', 'image/jpeg', '.jpg'],
      ['webp', 'image/webp', '.webp'],
      ['gif', 'image/gif', '.gif'],
    ] as const;
    for (const [format, type, extension] of cases) {
      const res = await upload(admin, { bytes: await picture(format), filename: `logo.${format}`, type });
      expect(res.statusCode, format).toBe(201);
      const { url, imageType } = res.json().data;
      expect(imageType).toBe('logo');
      expect(url).toMatch(new RegExp(`^/uploads/business-images/[a-f0-9]{32}\\${extension}$`));
      expect((await storedRow()).logo_url).toBe(url);
      const served = await fetchImage(url);
      expect(served.statusCode, format).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).format).toBe(format === 'jpeg' ? 'jpeg' : format);
    }
  });

  it('judges by the bytes: a PNG named .gif and sent as image/gif is stored as a PNG', async () => {
    const res = await upload(admin, {
      bytes: await picture('png'),
      filename: 'sneaky.gif',
      type: 'image/gif',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.url).toMatch(/\.png$/);
    expect((await fetchImage(res.json().data.url)).headers['content-type']).toBe('image/png');
  });

  it('refuses HTML, SVG and a polyglot named .png, and changes nothing', async () => {
    const before = (await storedRow()).logo_url;
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    // A GIF header followed by script: the signature matches but no image decodes.
    const polyglot = Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.domain)//');
    for (const [bytes, status] of [
      [html, 415],
      [svg, 415],
      [polyglot, 422],
    ] as const) {
      const res = await upload(admin, { bytes, filename: 'logo.png', type: 'image/png' });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.field).toBe('file');
    }
    expect((await storedRow()).logo_url).toBe(before);
  });

  it('strips EXIF and fits the hero inside 1920 by 1080', async () => {
    const big = await picture('jpeg', { width: 3000, height: 1000 });
    expect((await sharp(big).metadata()).exif).toBeDefined();
    const res = await upload(
      admin,
      { bytes: big, filename: 'hero.jpg', type: 'image/jpeg' },
      { businessId, imageType: 'hero' },
    );
    expect(res.statusCode).toBe(201);
    const stored = await sharp((await fetchImage(res.json().data.url)).rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([1920, 640]);
    expect((await storedRow()).hero_image_url).toBe(res.json().data.url);
    // The business page shows it (decision 063): GET /businesses/{id} answers it.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/businesses/${businessId}`,
      headers: admin.auth,
    });
    expect(page.json().data.hero_image_url).toBe(res.json().data.url);
  });

  it('takes a photo of a few megabytes, and answers 413 for a file over the limit', async () => {
    const noise = Buffer.from(Array.from({ length: 1000 * 700 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width: 1000, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const accepted = await upload(admin, { bytes: photo, filename: 'photo.png', type: 'image/png' });
    expect(accepted.statusCode).toBe(201);

    const res = await upload(admin, {
      bytes: Buffer.concat([await picture('png'), Buffer.alloc(MAX_IMAGE_BYTES)]),
      filename: 'huge.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(BUSINESS_IMAGE_MESSAGES.tooLarge);
  });

  it('needs a business first, a known image type and a file', async () => {
    const file = { bytes: await picture('png'), filename: 'logo.png', type: 'image/png' };
    const noBusiness = await upload(admin, file, { imageType: 'logo' });
    expect(noBusiness.statusCode).toBe(400);
    expect(noBusiness.json().error).toMatchObject({
      message: 'Please select or create the business first before uploading images.',
      field: 'businessId',
    });
    const badType = await upload(admin, file, { businessId, imageType: 'banner' });
    expect(badType.json().error.field).toBe('imageType');
    const noFile = await upload(admin, null);
    expect(noFile.json().error.field).toBe('file');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/business-image',
      headers: admin.auth,
      payload: { businessId, imageType: 'logo' },
    });
    expect(json.statusCode).toBe(415);
  });

  it("lets the business's owners upload, and refuses visitors, workers and other businesses' managers", async () => {
    const file = { bytes: await picture('webp'), filename: 'logo.webp', type: 'image/webp' };
    expect((await upload(undefined, file)).statusCode).toBe(401);
    expect((await upload(worker, file)).statusCode).toBe(403);
    expect((await upload(otherOwner, file)).statusCode).toBe(403);
    expect((await upload(owner, file)).statusCode).toBe(201);
  });

  it('removes the old image when replaced, unless another business shows it', async () => {
    const first = await upload(admin, {
      bytes: await picture('png', { width: 11, height: 11 }),
      filename: 'a.png',
      type: 'image/png',
    });
    const firstUrl = first.json().data.url as string;
    // The same picture for the other business: one stored file, shown twice.
    await upload(
      admin,
      { bytes: await picture('png', { width: 11, height: 11 }), filename: 'a.png', type: 'image/png' },
      { businessId: otherBusinessId, imageType: 'logo' },
    );
    await upload(admin, {
      bytes: await picture('png', { width: 12, height: 12 }),
      filename: 'b.png',
      type: 'image/png',
    });
    expect((await fetchImage(firstUrl)).statusCode).toBe(200);

    const secondUrl = (await storedRow()).logo_url!;
    await upload(admin, {
      bytes: await picture('png', { width: 13, height: 13 }),
      filename: 'c.png',
      type: 'image/png',
    });
    expect((await fetchImage(secondUrl)).statusCode).toBe(404);
  });

  it('deleting a business removes its jobs and its images', async () => {
    const doomed = (await insertBusiness(t.app.db, { name: 'Closing Time Tavern' })).id;
    await insertJob(t.app.db, { business_id: doomed, title: 'Bartender' });
    const logo = await upload(
      admin,
      { bytes: await picture('gif', { width: 21, height: 21 }), filename: 'l.gif', type: 'image/gif' },
      { businessId: doomed, imageType: 'logo' },
    );
    const hero = await upload(
      admin,
      { bytes: await picture('jpeg', { width: 22, height: 22 }), filename: 'h.jpg', type: 'image/jpeg' },
      { businessId: doomed, imageType: 'hero' },
    );
    const urls = [logo.json().data.url, hero.json().data.url] as string[];
    for (const url of urls) expect((await fetchImage(url)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/businesses/${doomed}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(jobs).where(eq(jobs.business_id, doomed))).toEqual([]);
    for (const url of urls) expect((await fetchImage(url)).statusCode).toBe(404);
  });

  it('answers a broken multipart body with a 400 naming the file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/business-image',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...admin.auth },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('file');
  });

  it('serves only names it made', async () => {
    expect((await fetchImage('/uploads/business-images/..%2F..%2Fjwt-secret')).statusCode).toBe(404);
    expect((await fetchImage(`/uploads/business-images/${'a'.repeat(32)}.svg`)).statusCode).toBe(404);
  });
});
