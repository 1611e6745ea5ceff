import {
  BUSINESS_IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  MEMBER_PHOTO_MESSAGES,
  MEMBER_PHOTO_PATH,
} from '@perks/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { multipart, type Part, picture } from '../../test/multipart.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Decision 060: the member's own photo on their card and on the partner's check page.

const t = setUpTestApp();
let owner: Person;
let member: Person;
let other: Person;
let pierId: string;

const png = (bytes: Buffer) => ({ bytes, filename: 'me.png', type: 'image/png' });

async function upload(who: Person | null, parts: Part[]) {
  const body = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/member-photo',
    headers: { ...body.headers, ...(who?.auth ?? {}) },
    payload: body.payload,
  });
}
const uploadPhoto = async (who: Person | null, bytes: Buffer) =>
  upload(who, [{ name: 'file', value: png(bytes) }]);
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const cardOf = async (who: Person) => (await callAs(t.app, 'GET', '/user/member-card', who)).json().data;
const photoColumn = async (who: Person) =>
  (await t.app.db.select().from(users).where(eq(users.id, who.id)))[0]!.profile_picture_url;

beforeAll(async () => {
  const db = t.app.db;
  pierId = (await insertBusiness(db, { name: 'Salt Pier Kitchen' })).id;
  owner = await person(t.app, db, { memberships: [{ businessId: pierId, role: 'owner' }] });
  member = await person(t.app, db);
  other = await person(t.app, db);
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, member.id));
  const added = await callAs(t.app, 'POST', `/businesses/${pierId}/roster`, owner, {
    name: 'Avery Stone',
    phone: row!.phone,
    role_title: 'Server',
  });
  expect(added.statusCode).toBe(201);
});

describe('POST /uploads/member-photo', () => {
  it("stores the member's own photo without metadata, fitted to 512 px, and the card and profile show it", async () => {
    const res = await uploadPhoto(member, await picture('jpeg', { width: 1200, height: 900 }));
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.photo_url;
    expect(url).toMatch(new RegExp(`^${MEMBER_PHOTO_PATH}/[a-f0-9]{32}\\.jpg$`));

    const served = await fetchFile(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The browser keeps it for the offline card; no shared cache does.
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([512, 384]);

    expect((await cardOf(member)).holder.photo_url).toBe(url);
    const profile = await callAs(t.app, 'GET', '/auth/profile', member);
    expect(profile.json().data.user.profile_picture_url).toBe(url);
  });

  it('replaces the photo and removes the old file, unless someone else has the same picture', async () => {
    const first = await picture('png');
    const mine = (await uploadPhoto(member, first)).json().data.photo_url;
    const theirs = (await uploadPhoto(other, first)).json().data.photo_url;
    expect(theirs).toBe(mine);
    const second = (await uploadPhoto(member, await picture('webp'))).json().data.photo_url;
    expect(second).not.toBe(mine);
    expect((await fetchFile(mine)).statusCode).toBe(200);
    await callAs(t.app, 'DELETE', '/user/photo', other);
    expect((await fetchFile(mine)).statusCode).toBe(404);
  });

  it('removes the photo on DELETE /user/photo: gone from the card, the check and the store', async () => {
    const url = (await uploadPhoto(member, await picture('gif'))).json().data.photo_url;
    const res = await callAs(t.app, 'DELETE', '/user/photo', member);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ photo_url: null });
    expect((await cardOf(member)).holder.photo_url).toBeNull();
    expect((await fetchFile(url)).statusCode).toBe(404);
  });

  it("is the member's own only: signed out gets 401, and the form takes no one else's id", async () => {
    const bytes = await picture('png');
    expect((await uploadPhoto(null, bytes)).statusCode).toBe(401);
    expect((await callAs(t.app, 'DELETE', '/user/photo', null)).statusCode).toBe(401);
    const before = await photoColumn(other);
    const aimed = await upload(owner, [
      { name: 'userId', value: other.id },
      { name: 'file', value: png(bytes) },
    ]);
    expect(aimed.statusCode).toBe(413);
    expect(aimed.json().error.message).toBe(MEMBER_PHOTO_MESSAGES.tooManyParts);
    expect(await photoColumn(other)).toBe(before);
  });

  it('refuses bad input with the status and the field: no file, not an image, a broken one, too big, not multipart', async () => {
    const missing = await upload(member, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: BUSINESS_IMAGE_MESSAGES.fileMissing,
      field: 'file',
    });

    const html = await uploadPhoto(member, Buffer.from('<html><script>alert(1)</script></html>\u0000'));
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toMatchObject({ message: BUSINESS_IMAGE_MESSAGES.unsupported, field: 'file' });

    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const broken = await uploadPhoto(member, Buffer.concat([pngSignature, Buffer.from('not really a png')]));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error).toMatchObject({ message: BUSINESS_IMAGE_MESSAGES.unreadable, field: 'file' });

    const huge = await uploadPhoto(member, Buffer.alloc(MAX_IMAGE_BYTES + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({ message: BUSINESS_IMAGE_MESSAGES.tooLarge, field: 'file' });

    const json = await callAs(t.app, 'POST', '/uploads/member-photo', member, { file: 'me.png' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.field).toBe('file');
  });

  it('shows on the card only a photo uploaded here, not an address typed in elsewhere', async () => {
    await t.app.db
      .update(users)
      .set({ profile_picture_url: 'https://tracker.example/pixel.png' })
      .where(eq(users.id, member.id));
    expect((await cardOf(member)).holder.photo_url).toBeNull();
  });
});

describe('a photo replaced by one person while another uploads the very same picture', () => {
  // Issue 47: the file the first person leaves is removed once nobody has it; the second person,
  // given that file at the same moment, must never be left with a removed photo.
  it('leaves both people with a photo that is there, round after round', async () => {
    const square = (background: string) =>
      sharp({ create: { width: 24, height: 24, channels: 3, background } })
        .png()
        .toBuffer();
    for (let round = 0; round < 12; round += 1) {
      const leaving = await person(t.app, t.app.db);
      const arriving = await person(t.app, t.app.db);
      const shared = await square(`#${(0x203040 + round * 4099).toString(16).slice(-6)}`);
      const replacement = await square(`#${(0xb0c0d0 + round * 4099).toString(16).slice(-6)}`);
      expect((await uploadPhoto(leaving, shared)).statusCode).toBe(201);
      const answers = await Promise.all([uploadPhoto(leaving, replacement), uploadPhoto(arriving, shared)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      for (const who of [leaving, arriving]) {
        expect((await fetchFile((await photoColumn(who))!)).statusCode, `round ${round}`).toBe(200);
      }
    }
  });
});
