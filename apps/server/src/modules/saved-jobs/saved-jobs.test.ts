import { NO_LONGER_ACCEPTING, SAVED_JOBS_MAX, SAVED_JOBS_TOO_MANY } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, savedJobs } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const t = setUpTestApp();
let businessId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: Person | null, payload?: object) =>
  callAs(t.app, method, `/user/saved-jobs${url}`, who, payload);
const savedIds = async (who: Person) => (await call('GET', '', who)).json().data.job_ids as string[];
const page = async (who: Person) =>
  (await call('GET', '/jobs', who)).json().data.items as {
    job: { id: string };
    saved_at: string;
    live: boolean;
  }[];

const liveJob = async (title = 'Line Cook') =>
  (await insertJob(t.database.db, { business_id: businessId, title })).id;

/** Many live jobs in one statement. */
async function liveJobs(n: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(jobs)
    .values(
      Array.from({ length: n }, (_, i) => ({
        business_id: businessId,
        title: `Server ${i}`,
        company: 'Salt Pine Social',
        location: 'Portland, ME',
        description: 'Serve tables.',
        contact_email: 'jobs@example.com',
        posted_at: daysFromNow(-1),
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** A person who has already saved `n` jobs (written straight to the table). */
async function personWithSaved(n: number): Promise<Person> {
  const who = await person(t.app, t.database.db);
  const ids = await liveJobs(n);
  if (n > 0) await t.database.db.insert(savedJobs).values(ids.map((job_id) => ({ user_id: who.id, job_id })));
  return who;
}

beforeAll(async () => {
  businessId = (await insertBusiness(t.database.db)).id;
});

describe('saved jobs on the account', () => {
  it('needs a sign-in', async () => {
    const id = await liveJob();
    for (const [method, url] of [
      ['GET', ''],
      ['GET', '/jobs'],
      ['PUT', `/${id}`],
      ['DELETE', `/${id}`],
      ['POST', '/merge'],
    ] as const) {
      expect(
        (await call(method, url, null, method === 'POST' ? { job_ids: [] } : undefined)).statusCode,
      ).toBe(401);
    }
  });

  it('saves, lists the latest first, and removes; saving again is fine; each person has their own', async () => {
    const [sam, alex] = [await person(t.app, t.database.db), await person(t.app, t.database.db)];
    const [a, b] = [await liveJob('Host'), await liveJob('Barback')];
    expect(await savedIds(sam)).toEqual([]);
    expect((await call('PUT', `/${a}`, sam)).json().data.job_ids).toEqual([a]);
    expect((await call('PUT', `/${b}`, sam)).json().data.job_ids).toEqual([b, a]);
    const again = await call('PUT', `/${b}`, sam);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.job_ids).toEqual([b, a]);
    expect(await savedIds(alex)).toEqual([]);
    const items = await page(sam);
    expect(items.map((item) => [item.job.id, item.live])).toEqual([
      [b, true],
      [a, true],
    ]);
    expect(items[0]?.job).toMatchObject({ title: 'Barback', business: { id: businessId } });
    expect(Number.isNaN(Date.parse(items[0]!.saved_at))).toBe(false);
    expect((await call('DELETE', `/${a}`, sam)).json().data.job_ids).toEqual([b]);
    // Removing what is not there is fine.
    expect((await call('DELETE', `/${a}`, sam)).statusCode).toBe(200);
    expect((await call('DELETE', `/${UNKNOWN}`, sam)).json().data.job_ids).toEqual([b]);
  });

  it('answers 404 for a job that does not exist or is not live', async () => {
    const sam = await person(t.app, t.database.db);
    const pending = (await insertJob(t.database.db, { business_id: businessId, status: 'pending' })).id;
    const expired = (await insertJob(t.database.db, { business_id: businessId, expires_at: daysFromNow(-1) }))
      .id;
    const scheduled = (await insertJob(t.database.db, { business_id: businessId, posted_at: daysFromNow(2) }))
      .id;
    for (const id of [UNKNOWN, pending, expired, scheduled]) {
      const res = await call('PUT', `/${id}`, sam);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await savedIds(sam)).toEqual([]);
  });

  it("merges the browser's list in its order, dropping duplicates, unknown and non-live jobs", async () => {
    const sam = await person(t.app, t.database.db);
    const [older, newer, kept] = [await liveJob(), await liveJob(), await liveJob()];
    const closed = (await insertJob(t.database.db, { business_id: businessId, status: 'closed' })).id;
    await call('PUT', `/${kept}`, sam);
    const res = await call('POST', '/merge', sam, { job_ids: [newer, UNKNOWN, closed, newer, older, kept] });
    expect(res.statusCode).toBe(200);
    // Merged just now, the browser's latest first; the one already saved keeps its place.
    expect(res.json().data.job_ids).toEqual([newer, older, kept]);
    expect((await call('POST', '/merge', sam, { job_ids: [] })).json().data.job_ids).toEqual([
      newer,
      older,
      kept,
    ]);
  });

  it('lists live jobs first; closed, expired and pending ones follow with live: false; deleted ones are gone', async () => {
    const sam = await person(t.app, t.database.db);
    const [first, closedLater, second, expiredLater, pendingLater, deleted] = [
      await liveJob('First'),
      await liveJob('Closed later'),
      await liveJob('Second'),
      await liveJob('Expired later'),
      await liveJob('Pending later'),
      await liveJob('Deleted later'),
    ];
    for (const id of [first, closedLater, second, expiredLater, pendingLater, deleted]) {
      expect((await call('PUT', `/${id}`, sam)).statusCode).toBe(200);
    }
    const db = t.database.db;
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closedLater));
    await db
      .update(jobs)
      .set({ expires_at: daysFromNow(-1) })
      .where(eq(jobs.id, expiredLater));
    await db.update(jobs).set({ status: 'pending' }).where(eq(jobs.id, pendingLater));
    await db.delete(jobs).where(eq(jobs.id, deleted));
    const items = await page(sam);
    expect(items.map((item) => [item.job.id, item.live])).toEqual([
      [second, true],
      [first, true],
      [pendingLater, false],
      [expiredLater, false],
      [closedLater, false],
    ]);
    expect(items.find((item) => item.job.id === closedLater)?.job).toMatchObject({ status: 'closed' });
    expect(await savedIds(sam)).not.toContain(deleted);
    // Saving a closed job again is refused, but it stays on the list until removed.
    expect((await call('PUT', `/${closedLater}`, sam)).statusCode).toBe(404);
    expect(await savedIds(sam)).toContain(closedLater);
    expect(NO_LONGER_ACCEPTING).toBe('No longer accepting applications');
  });

  it('refuses a bad id, a NUL byte, a wrong type and a merge list that is too long', async () => {
    const sam = await person(t.app, t.database.db);
    const bad = await call('PUT', '/nope', sam);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('jobId');
    expect((await call('DELETE', '/nope', sam)).statusCode).toBe(400);
    const nul = await call('PUT', `/${UNKNOWN.slice(0, -1)}%00`, sam);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.field).toBe('jobId');
    const nulBody = await call('POST', '/merge', sam, { job_ids: [`${UNKNOWN}\u0000`] });
    expect(nulBody.statusCode).toBe(400);
    for (const body of [{ job_ids: 'x' }, { job_ids: [12] }, {}, { job_ids: [], extra: true }]) {
      const res = await call('POST', '/merge', sam, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await call('POST', '/merge', sam, { job_ids: 'x' })).json().error.field).toBe('job_ids');
    const tooMany = await call('POST', '/merge', sam, { job_ids: Array(SAVED_JOBS_MAX + 1).fill(UNKNOWN) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.field).toBe('job_ids');
    expect(tooMany.json().error.message).toContain(SAVED_JOBS_TOO_MANY);
  });
});

describe(`the ${SAVED_JOBS_MAX} saved jobs cap (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses one more save past the cap with 422; saving one already saved is still fine', async () => {
    const full = await personWithSaved(SAVED_JOBS_MAX);
    const saved = await savedIds(full);
    const res = await call('PUT', `/${await liveJob()}`, full);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'UNPROCESSABLE', message: SAVED_JOBS_TOO_MANY });
    expect((await call('PUT', `/${saved[0]}`, full)).statusCode).toBe(200);
    expect(await savedIds(full)).toHaveLength(SAVED_JOBS_MAX);
  });

  it('merges only what fits, the latest first', async () => {
    const nearly = await personWithSaved(SAVED_JOBS_MAX - 2);
    const [a, b, c] = await liveJobs(3);
    const res = await call('POST', '/merge', nearly, { job_ids: [a, b, c] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.job_ids).toHaveLength(SAVED_JOBS_MAX);
    expect(res.json().data.job_ids.slice(0, 2)).toEqual([a, b]);
    expect(res.json().data.job_ids).not.toContain(c);
  });

  it('holds exactly under a burst of saves at the boundary', async () => {
    const room = 3;
    const burst = 12;
    const who = await personWithSaved(SAVED_JOBS_MAX - room);
    const ids = await liveJobs(burst);
    const answers = await Promise.all(ids.map((id) => call('PUT', `/${id}`, who)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(room);
    expect(statuses.filter((s) => s === 422)).toHaveLength(burst - room);
    expect(await savedIds(who)).toHaveLength(SAVED_JOBS_MAX);
    expect(await t.database.db.$count(savedJobs, eq(savedJobs.user_id, who.id))).toBe(SAVED_JOBS_MAX);
  });
});
