import { addDays, CERTIFICATE_LIMITS, CERTIFICATE_MESSAGES, portlandDay } from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, jobs, textMessages, users, workerCertificates } from '../../db/schema/index.ts';
import { applicantPerson, applyTo, businessWithJob } from '../../test/application-fixtures.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { multipart, picture } from '../../test/multipart.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { CERTIFICATE_TEXT_CATEGORY, sendCertificateReminders } from './certificate-reminders.ts';

// Decision 097: certificates on the profile, required by jobs, on the applicant card, and the
// reminder 30 days before one expires. The clock is set: 11:00 in Portland on 1 June 2026.

const NOW = new Date('2026-06-01T15:00:00.000Z');
const t = setUpTestApp({}, undefined, { clock: () => NOW });
const db = () => t.app.db;

const add = (who: Person | null, body: object) => callAs(t.app, 'POST', '/user/certificates', who, body);
const alcohol = { kind: 'servsafe_alcohol', number: 'SA-1234', issuer: 'ServSafe', expires_on: '2026-05-20' };

async function uploadPhoto(who: Person, id: string, bytes: Buffer) {
  const body = await multipart([
    { name: 'file', value: { bytes, filename: 'card.jpg', type: 'image/jpeg' } },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/user/certificates/${id}/photo`,
    headers: { ...body.headers, ...who.auth },
    payload: body.payload,
  });
}
const fetchPhoto = (who: Person | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });

describe('certificates on the profile', () => {
  let worker: Person;
  let other: Person;
  beforeAll(async () => {
    worker = await applicantPerson(t.app, db());
    other = await applicantPerson(t.app, db());
  });

  it('adds, lists, replaces and removes one’s own certificate', async () => {
    const created = await add(worker, alcohol);
    expect(created.statusCode).toBe(201);
    const id: string = created.json().data.id;
    expect(created.json().data).toMatchObject({ ...alcohol, name: null, issued_on: null, photo_url: null });

    const other_ = await add(worker, { kind: 'other', name: 'Forklift licence', expires_on: null });
    expect(other_.json().data.name).toBe('Forklift licence');
    const list = (await callAs(t.app, 'GET', '/user/certificates', worker)).json().data;
    // Soonest expiry first; none last.
    expect(list.map((c: { kind: string }) => c.kind)).toEqual(['servsafe_alcohol', 'other']);

    const replaced = await callAs(t.app, 'PUT', `/user/certificates/${id}`, worker, {
      ...alcohol,
      issued_on: '2023-05-20',
      expires_on: '2028-05-20',
      name: 'ignored for a kind of its own',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({
      expires_on: '2028-05-20',
      issued_on: '2023-05-20',
      name: null,
    });

    expect((await callAs(t.app, 'GET', '/user/certificates', other)).json().data).toEqual([]);
    expect((await callAs(t.app, 'PUT', `/user/certificates/${id}`, other, alcohol)).statusCode).toBe(404);
    expect((await callAs(t.app, 'DELETE', `/user/certificates/${id}`, other)).statusCode).toBe(404);
    expect((await callAs(t.app, 'DELETE', `/user/certificates/${id}`, worker)).statusCode).toBe(200);
    expect((await callAs(t.app, 'DELETE', `/user/certificates/${id}`, worker)).statusCode).toBe(404);
    expect((await add(null, alcohol)).statusCode).toBe(401);
  });

  it.each([
    [{ kind: 'servsafe' }, 'kind', CERTIFICATE_MESSAGES.kindInvalid],
    [{ kind: 'other' }, 'name', CERTIFICATE_MESSAGES.nameRequired],
    [{ kind: 'tips', issued_on: '2026-02-30' }, 'issued_on', CERTIFICATE_MESSAGES.dateInvalid],
    [
      { kind: 'tips', issued_on: '2026-01-01', expires_on: '2025-01-01' },
      'expires_on',
      CERTIFICATE_MESSAGES.expiryBeforeIssue,
    ],
    [{ kind: 'tips', number: 'x'.repeat(61) }, 'number', CERTIFICATE_MESSAGES.numberTooLong],
    [{ kind: 'tips', issuer: 42 }, 'issuer', undefined],
    [{ kind: 'tips', salary: 1 }, undefined, 'Unknown field: salary'],
  ])('refuses %j naming the field, saving nothing', async (body, field, message) => {
    const before = (await callAs(t.app, 'GET', '/user/certificates', other)).json().data.length;
    const res = await add(other, body);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().error.field ?? res.json().error.message).toContain(field);
    if (message) expect(res.json().error.message).toContain(message);
    expect((await callAs(t.app, 'GET', '/user/certificates', other)).json().data).toHaveLength(before);
  });

  it('refuses a NUL byte and a huge body', async () => {
    expect((await add(other, { kind: 'tips', number: 'A\u0000B' })).statusCode).toBe(400);
    const huge = await add(other, { kind: 'tips', number: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
  });

  it(`holds at most ${CERTIFICATE_LIMITS.perPerson} certificates`, async () => {
    const full = await applicantPerson(t.app, db());
    for (let n = 0; n < CERTIFICATE_LIMITS.perPerson; n += 1) {
      expect((await add(full, { kind: 'first_aid' })).statusCode).toBe(201);
    }
    const refused = await add(full, { kind: 'first_aid' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(CERTIFICATE_MESSAGES.tooManyCertificates);
  });
});

describe('the photo of a card', () => {
  it('is re-encoded without metadata and shown to the holder and businesses applied to, while the application stands', async () => {
    const { job } = await businessWithJob(db(), 'Photo Pier');
    const worker = await applicantPerson(t.app, db());
    const owner = await person(t.app, db(), {
      memberships: [{ businessId: job.business_id, role: 'owner' }],
    });
    const manager = await person(t.app, db(), {
      memberships: [{ businessId: job.business_id, role: 'manager' }],
    });
    const employee = await person(t.app, db(), {
      memberships: [{ businessId: job.business_id, role: 'employee' }],
    });
    const elsewhere = await person(t.app, db(), {
      memberships: [{ businessId: (await insertBusiness(db(), { name: 'Elsewhere' })).id, role: 'owner' }],
    });
    const stranger = await applicantPerson(t.app, db());
    const id: string = (await add(worker, alcohol)).json().data.id;

    // Not an image: refused by its bytes.
    const text = await uploadPhoto(worker, id, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(415);
    expect((await uploadPhoto(stranger, id, await picture('jpeg'))).statusCode).toBe(404);

    const uploaded = await uploadPhoto(worker, id, await picture('jpeg', { width: 2400, height: 1600 }));
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.json().data.photo_url;
    expect(url).toMatch(new RegExp(`^/api/v1/certificates/${id}/photo/[a-f0-9]{32}\\.jpg$`));

    const mine = await fetchPhoto(worker, url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('no-store');
    const meta = await sharp(mine.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([1200, 800]);

    // Before applying, the business sees nothing.
    for (const who of [owner, manager, employee, elsewhere, stranger]) {
      expect((await fetchPhoto(who, url)).statusCode).toBe(404);
    }
    expect((await fetchPhoto(null, url)).statusCode).toBe(401);

    const applicationId: string = (await applyTo(t.app, worker, job.id)).json().data.id;
    expect((await fetchPhoto(owner, url)).statusCode).toBe(200);
    expect((await fetchPhoto(manager, url)).statusCode).toBe(200);
    for (const who of [employee, elsewhere, stranger])
      expect((await fetchPhoto(who, url)).statusCode).toBe(404);

    await callAs(t.app, 'POST', `/applications/${applicationId}/withdraw`, worker, {});
    expect((await fetchPhoto(owner, url)).statusCode).toBe(404);
    expect((await fetchPhoto(worker, url)).statusCode).toBe(200);

    // Removing the photo removes the file.
    const removed = await callAs(t.app, 'DELETE', `/user/certificates/${id}/photo`, worker);
    expect(removed.json().data.photo_url).toBeNull();
    expect((await fetchPhoto(worker, url)).statusCode).toBe(404);
  });
});

describe('jobs that require certificates', () => {
  it('are saved from the job form, shown on the job and filtered on /jobs', async () => {
    const business = await insertBusiness(db(), { name: 'Cert Tavern' });
    const owner = await person(t.app, db(), { memberships: [{ businessId: business.id, role: 'owner' }] });
    const { jobPayload } = await import('../../test/job-posting-fixtures.ts');
    const posted = await callAs(
      t.app,
      'POST',
      '/jobs',
      owner,
      jobPayload(business.id, {
        title: 'Bartender (cert test)',
        required_certificates: ['tips', 'servsafe_alcohol', 'servsafe_alcohol'],
        status: 'approved',
      }),
    );
    expect(posted.statusCode).toBe(201);
    const id: string = posted.json().data.id;
    expect(posted.json().data.required_certificates).toEqual(['servsafe_alcohol', 'tips']);
    // Live for the filter, whatever moderation the poster's business waits for.
    await db()
      .update(jobs)
      .set({ status: 'approved', posted_at: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, id));
    expect((await callAs(t.app, 'GET', `/jobs/${id}`, null)).json().data.required_certificates).toEqual([
      'servsafe_alcohol',
      'tips',
    ]);

    const listed = async (query: string) =>
      (await callAs(t.app, 'GET', `/jobs?limit=100&${query}`, null))
        .json()
        .data.map((job: { id: string }) => job.id);
    expect(await listed('certificates=servsafe_alcohol')).toContain(id);
    expect(await listed('certificates=first_aid&certificates=tips')).toContain(id);
    expect(await listed('certificates=first_aid')).not.toContain(id);

    const bad = await callAs(t.app, 'GET', '/jobs?certificates=other', null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('certificates');
    const refused = await callAs(
      t.app,
      'POST',
      '/jobs',
      owner,
      jobPayload(business.id, { required_certificates: ['x'] as never }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(CERTIFICATE_MESSAGES.requiredInvalid);
  });
});

describe('the applicant card', () => {
  it('says which required certificates the applicant holds and whether each is valid today', async () => {
    const { job } = await businessWithJob(db(), 'Card Pier');
    await db()
      .update(jobs)
      .set({ required_certificates: ['servsafe_alcohol', 'food_handler', 'tips'] })
      .where(eq(jobs.id, job.id));
    const owner = await person(t.app, db(), {
      memberships: [{ businessId: job.business_id, role: 'owner' }],
    });
    const worker = await applicantPerson(t.app, db());
    // The card judges by today's date in Portland (jobs have no dated shifts).
    const today = portlandDay(new Date());
    await add(worker, { ...alcohol, expires_on: addDays(today, -1) }); // expired yesterday
    await add(worker, { kind: 'food_handler', expires_on: today }); // good through today
    await add(worker, { kind: 'first_aid' }); // not asked for
    await applyTo(t.app, worker, job.id);

    const res = await callAs(t.app, 'GET', `/jobs/${job.id}/applications`, owner);
    expect(res.statusCode).toBe(200);
    const certificates = res.json().data.applicants[0].certificates;
    expect(certificates).toEqual([
      expect.objectContaining({ kind: 'food_handler', held: true, valid: true, expires_on: today }),
      expect.objectContaining({
        kind: 'servsafe_alcohol',
        held: true,
        valid: false,
        expires_on: addDays(today, -1),
        number: 'SA-1234',
      }),
      expect.objectContaining({ kind: 'tips', held: false, valid: false, expires_on: null }),
    ]);
    expect(certificates[0].checked_on).toBe(today);
  });
});

describe('the reminder 30 days before expiry', () => {
  const textsOf = (userId: string) =>
    db()
      .select()
      .from(textMessages)
      .where(and(eq(textMessages.user_id, userId), eq(textMessages.category, CERTIFICATE_TEXT_CATEGORY)));
  const emailsOf = (userId: string) =>
    db()
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.user_id, userId), eq(emailMessages.category, CERTIFICATE_TEXT_CATEGORY)));

  it('texts and e-mails once, in the person’s language, and again only for a new expiry', async () => {
    const worker = await applicantPerson(t.app, db());
    await db()
      .update(users)
      .set({ language: 'es', email_confirmed_at: new Date() })
      .where(eq(users.id, worker.id));
    const due = (await add(worker, { kind: 'servsafe_alcohol', expires_on: '2026-07-01' })).json().data.id;
    await add(worker, { kind: 'tips', expires_on: '2026-07-02' }); // 31 days: not yet
    await add(worker, { kind: 'first_aid', expires_on: '2026-05-31' }); // expired: no reminder

    await sendCertificateReminders(t.app);
    await sendCertificateReminders(t.app);
    const texts = await textsOf(worker.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('1 de julio de 2026');
    expect(texts[0]!.body).toContain('ServSafe Alcohol');
    const emails = await emailsOf(worker.id);
    expect(emails.length).toBe(t.app.emailOutbox.enabled ? 1 : 0);

    // Renewed: a new expiry date is reminded once more when its time comes.
    await callAs(t.app, 'PUT', `/user/certificates/${due}`, worker, {
      kind: 'servsafe_alcohol',
      expires_on: '2026-06-15',
    });
    await sendCertificateReminders(t.app);
    expect(await textsOf(worker.id)).toHaveLength(2);
    const [row] = await db().select().from(workerCertificates).where(eq(workerCertificates.id, due));
    expect(row!.reminded_for).toBe('2026-06-15');
  });

  it('sends no text once the person turned certificate reminders off in settings', async () => {
    const worker = await applicantPerson(t.app, db());
    const off = await callAs(t.app, 'PUT', '/user/text-consents/certificate-reminders', worker, {
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    await add(worker, { kind: 'tips', expires_on: '2026-06-20' });
    await sendCertificateReminders(t.app);
    const texts = await textsOf(worker.id);
    expect(texts.map((text) => [text.status, text.reason])).toEqual([['skipped', 'opted_out']]);
  });
});
