import { DATA_EXPORT_QUEUE_ROWS, DATA_EXPORT_SECTIONS, DATA_EXPORTS_PER_DAY } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { authTestSetup, signIn } from '../../test/auth-test-kit.ts';
import { createTestApp } from '../../test/test-app.ts';
import { PHOTO_BYTES, PHOTO_NAME, ROSALIND, seedEverything } from './account-data-test-kit.ts';

const { t } = authTestSetup(3200);
const db = () => t.database.db;

const ask = (auth: { authorization: string }, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/user/data-exports', headers: auth });
const download = (url: string) => t.app.inject({ method: 'GET', url });

/** The ZIP's files, and its data.json read. */
function opened(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const data = JSON.parse(strFromU8(files['data.json']!)) as Record<string, unknown>;
  return { files, data };
}

describe('downloading one’s data', { timeout: 120_000 }, () => {
  it('answers a ZIP with every section of data.json and the photo, through a keyed link that expires', async () => {
    const phone = '+12075553201';
    const person = await signIn(t, phone);
    await t.app.imageStore.put(`member-photos/${PHOTO_NAME}`, PHOTO_BYTES, 'image/webp');
    const seeded = await seedEverything(db(), person.userId, phone);

    const res = await ask(person.auth);
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ status: 'ready' });
    expect(created.download_url).toMatch(
      /^\/api\/v1\/user\/data-exports\/[0-9a-f-]{36}\/file\?key=[\w-]{43}$/,
    );

    const file = await download(created.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="my-data.zip"');
    const { files, data } = opened(file.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['data.json', `photos/${PHOTO_NAME}`]);
    expect(Buffer.from(files[`photos/${PHOTO_NAME}`]!)).toEqual(PHOTO_BYTES);
    for (const section of DATA_EXPORT_SECTIONS) expect(data).toHaveProperty(section);

    // Each section holds what was kept, section by section.
    expect(data.account).toMatchObject({ id: person.userId, phone });
    expect(data.profile).toMatchObject({ first_name: ROSALIND.first_name, email: ROSALIND.email });
    expect(data.work_history).toEqual([expect.objectContaining({ company_name: 'Harbor Fish Bar' })]);
    expect(data.certificates).toEqual([expect.objectContaining({ kind: 'other', number: 'FA-1234' })]);
    expect(data.passkeys).toEqual([expect.objectContaining({ name: "Rosalind's phone" })]);
    expect(JSON.stringify(data.passkeys)).not.toContain('public-key');
    const applications = data.applications as { id: string; steps: unknown[] }[];
    expect(applications.map((a) => a.id).sort()).toEqual(
      [seeded.openApplicationId, seeded.finishedApplicationId].sort(),
    );
    expect(applications.every((a) => a.steps.length === 1)).toBe(true);
    expect((data.messages as { side: string }[]).map((m) => m.side).sort()).toEqual([
      'applicant',
      'business',
    ]);
    expect(data.interviews).toEqual([
      expect.objectContaining({ place: 'phone', times: [expect.anything()] }),
    ]);
    expect(data.saved_jobs).toEqual([expect.objectContaining({ job_title: 'Line cook' })]);
    expect(data.job_alerts).toEqual([expect.objectContaining({ name: 'Cook jobs' })]);
    expect(data.favorites).toEqual([expect.objectContaining({ business_name: 'Salt Pier Kitchen' })]);
    expect(data.card_checks).toEqual([expect.objectContaining({ step: 1 })]);
    expect(data.visits).toMatchObject({ check_ins: [expect.objectContaining({ method: 'manual' })] });
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 5 })]);
    expect((data.texts as unknown[]).length).toBe(2);
    expect(data.emails).toEqual([expect.objectContaining({ subject: 'Jobs for Rosalind' })]);
    expect(data.text_consents).toEqual([expect.objectContaining({ kind: 'sign-in-code', phone })]);
    const signIns = data.sign_ins as { devices: unknown[]; codes_sent: unknown[] };
    expect(signIns.devices.length).toBe(1);
    expect(signIns.codes_sent.length).toBeGreaterThan(0);
    // Keys are not data about the person: never in the file.
    const text = strFromU8(files['data.json']!);
    expect(text).not.toContain('card-secret');
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain('code_hash');

    // The link is the key: another key, or a bad one, is refused; the status is the person's own.
    const url = new URL(created.download_url, 'http://x');
    const other = `${url.pathname}?key=${'A'.repeat(43)}`;
    expect((await download(other)).statusCode).toBe(404);
    const bad = await download(`${url.pathname}?key=short`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('key');
    const stranger = await signIn(t, '+12075553202');
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/data-exports/${created.id}`,
      headers: stranger.auth,
    });
    expect(peek.statusCode).toBe(404);

    // Past its time, the link answers nothing, and the retention job removes it.
    await db().execute(sql`update data_exports set expires_at = now() - interval '1 second'`);
    expect((await download(created.download_url)).statusCode).toBe(404);
  });

  it('builds a large account’s ZIP through the job queue', async () => {
    const phone = '+12075553203';
    const person = await signIn(t, phone);
    await db().execute(sql`
      insert into text_messages (user_id, phone, category, body, dedupe_key, status, send_after, send_day)
      select ${person.userId}, ${phone}, 'job-alert', 'New jobs ' || n, 'bulk-' || n, 'sent', now(), current_date
      from generate_series(1, ${DATA_EXPORT_QUEUE_ROWS + 1}) n`);
    const res = await ask(person.auth);
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.status).toBe('building');
    expect((await download(created.download_url)).statusCode).toBe(409);

    await t.app.jobs.runDueJobs();
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/data-exports/${created.id}`,
      headers: person.auth,
    });
    expect(status.json().data).toMatchObject({ status: 'ready', byte_size: expect.any(Number) });
    const { data } = opened((await download(created.download_url)).rawPayload);
    expect((data.texts as unknown[]).length).toBe(DATA_EXPORT_QUEUE_ROWS + 1);
  });

  it(`gives ${DATA_EXPORTS_PER_DAY} downloads a day per person, exactly, under a burst across two instances`, async () => {
    const person = await signIn(t, '+12075553204');
    const second = await createTestApp({}, { database: t.database });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => ask(person.auth, i % 2 ? second.app : t.app)),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes.filter((code) => code === 201)).toHaveLength(DATA_EXPORTS_PER_DAY);
      expect(codes.filter((code) => code === 429)).toHaveLength(8 - DATA_EXPORTS_PER_DAY);
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().error.message).toBe(
        'You have asked for your data 3 times today. Please try again tomorrow.',
      );
    } finally {
      await second.close();
    }
  });
});
