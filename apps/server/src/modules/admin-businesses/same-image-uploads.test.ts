import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema/index.ts';
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

describe('an image replaced on one business while another business is given the same image', () => {
  // Issue 47: replacing business A's logo removes the old file once nothing shows it; business B
  // being given that very picture at the same moment must never be left pointing at a removed file.
  it('leaves every business pointing at a file that is there, round after round', async () => {
    const square = (background: string) =>
      sharp({ create: { width: 24, height: 24, channels: 3, background } })
        .png()
        .toBuffer();
    const logoOf = async (id: string) =>
      (await t.app.db.select({ url: businesses.logo_url }).from(businesses).where(eq(businesses.id, id)))[0]!
        .url!;
    for (let round = 0; round < 12; round += 1) {
      const first = (await insertBusiness(t.app.db, { name: `First ${round}` })).id;
      const second = (await insertBusiness(t.app.db, { name: `Second ${round}` })).id;
      const shared = await square(`#${(0x102030 + round * 4099).toString(16).slice(-6)}`);
      const replacement = await square(`#${(0xa0b0c0 + round * 4099).toString(16).slice(-6)}`);
      expect((await uploadLogo(t.app, admin.auth, first, shared)).statusCode).toBe(201);
      const answers = await Promise.all([
        uploadLogo(t.app, admin.auth, first, replacement),
        uploadLogo(t.app, admin.auth, second, shared),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      for (const id of [first, second]) {
        const served = await t.app.inject({ method: 'GET', url: await logoOf(id) });
        expect(served.statusCode, `round ${round}`).toBe(200);
      }
    }
  });
});
