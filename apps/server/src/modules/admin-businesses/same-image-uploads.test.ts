import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { uploadLogo } from '../../test/upload-logo.ts';

const t = setUpTestApp();
let admin: Person;
let businessId: string;

const upload = (bytes: Buffer) => uploadLogo(t.app, admin.auth, businessId, bytes);

beforeAll(async () => {
  businessId = (await insertBusiness(t.app.db, { name: 'Salt Pier Kitchen' })).id;
  admin = await person(t.app, t.app.db, { admin: true });
});

describe('the same new image uploaded several times at once', () => {
  it('stores it once and answers every upload 201 with the same address', async () => {
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(bytes)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const urls = new Set(answers.map((a) => a.json().data.url));
    expect(urls.size).toBe(1);
    const served = await t.app.inject({ method: 'GET', url: [...urls][0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
