import { IMAGE_UPLOADS_PER_HOUR } from '@perks/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { multipart } from '../../test/multipart.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadLogo } from '../../test/upload-logo.ts';

// Decision 050: the hourly upload budget of an account holds when its uploads arrive at once at
// several instances on one database; the same new image uploaded twice at once is stored once.

let apps: TestApp[];
let admin: Person;
let businessId: string;

/** A small PNG of its own colour, so every upload is a new image. */
const picture = (index: number) =>
  sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: index % 256, g: (index * 7) % 256, b: 90 } },
  })
    .png()
    .toBuffer();

const upload = (t: TestApp, bytes: Buffer) => uploadLogo(t.app, admin.auth, businessId, bytes);

beforeAll(async () => {
  const first = await createTestApp();
  apps = [first, await createTestApp({}, first), await createTestApp({}, first)];
  businessId = (await insertBusiness(first.app.db, { name: 'Salt Pier Kitchen' })).id;
  admin = await person(first.app, first.app.db, { admin: true });
});
afterAll(async () => {
  // The first app owns the database: close it last.
  for (const t of [...apps].reverse()) await t.close();
});

describe('POST /uploads/business-image at once', () => {
  it(`accepts ${IMAGE_UPLOADS_PER_HOUR} of 100 uploads sent at once to three instances, and refuses the rest with 429`, async () => {
    const pictures = await Promise.all(Array.from({ length: 100 }, (_, index) => picture(index)));
    const answers = await Promise.all(pictures.map((bytes, index) => upload(apps[index % 3]!, bytes)));
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      201: IMAGE_UPLOADS_PER_HOUR,
      429: 100 - IMAGE_UPLOADS_PER_HOUR,
    });
  });

  it('shares the budget with member photos (decision 060): 100 of both at once, 60 accepted', async () => {
    const first = apps[0]!;
    const owner = await person(first.app, first.app.db, { memberships: [{ businessId, role: 'owner' }] });
    const pictures = await Promise.all(Array.from({ length: 100 }, (_, index) => picture(index + 100)));
    const answers = await Promise.all(
      pictures.map(async (bytes, index) => {
        const t = apps[index % 3]!;
        if (index % 2 === 0) return uploadLogo(t.app, owner.auth, businessId, bytes);
        const body = await multipart([
          { name: 'file', value: { bytes, filename: 'me.png', type: 'image/png' } },
        ]);
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/uploads/member-photo',
          headers: { ...body.headers, ...owner.auth },
          payload: body.payload,
        });
      }),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      201: IMAGE_UPLOADS_PER_HOUR,
      429: 100 - IMAGE_UPLOADS_PER_HOUR,
    });
  });
});
