import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadLogo } from '../../test/upload-logo.ts';

// The S3 store through the official SDK, against a local stand-in for the bucket.
describe('business images in an S3-compatible bucket', () => {
  let s3: FakeS3;
  let t: TestApp;
  let admin: Person;
  let businessId: string;

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      S3_BUCKET: 'perks-images',
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    businessId = (await insertBusiness(t.app.db, { name: 'Salt Pier Kitchen' })).id;
    admin = await person(t.app, t.app.db, { admin: true });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const upload = async (width: number) => {
    const png = await sharp({ create: { width, height: 8, channels: 3, background: '#0a84ff' } })
      .png()
      .toBuffer();
    return uploadLogo(t.app, admin.auth, businessId, png);
  };

  it('stores the image in the bucket, serves it from there, and deletes the one it replaces', async () => {
    const first = await upload(8);
    expect(first.statusCode).toBe(201);
    const url = first.json().data.url as string;
    const key = `perks-images/business-images/${url.split('/').pop()}`;
    expect(s3.objects.get(key)?.contentType).toBe('image/png');

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(s3.objects.get(key)!.body)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(8);

    await upload(9);
    expect(s3.calls).toContain(`DELETE ${key}`);
    expect(s3.objects.has(key)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
