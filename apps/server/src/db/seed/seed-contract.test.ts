import {
  type TJob,
  type TJobPayloadInput,
  ZAdminBusinessInput,
  ZJobPayload,
  ZPromotionInput,
} from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authHeadersFor } from '../../test/test-sessions.ts';
import { businesses, jobs, users } from '../schema/index.ts';
import { seedDemoData } from './index.ts';
import { DEMO_PROMOTIONS } from './promotions.ts';

const ADMIN = '+12075550100';
let t: TestApp;
let auth: { authorization: string };
let seeded: TJob[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { adminPhones: [ADMIN] });
  const [admin] = await t.database.db.select().from(users).where(eq(users.phone, ADMIN));
  auth = await authHeadersFor(t.app, admin!);
  const ids = await t.database.db.select({ id: jobs.id }).from(jobs);
  seeded = [];
  for (const { id } of ids) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}/edit`, headers: auth });
    seeded.push(res.json().data);
  }
});
afterAll(() => t?.close());

/**
 * The job as the edit screen loads it, sent back as it is: every payload field the job has a
 * value for. The form sends the same values (blanks filled with its defaults, requirements
 * emptied), so a seeded job that passes here can be saved unchanged from the form.
 */
function unchangedPayload(job: TJob): TJobPayloadInput {
  const stored = job as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(ZJobPayload.shape)
      .filter((field) => stored[field] !== null && stored[field] !== undefined)
      .map((field) => [field, stored[field]]),
  ) as TJobPayloadInput;
}

describe('demo jobs against the job payload contract', () => {
  it('parses every seeded job with the POST/PUT /jobs payload schema', () => {
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    const refused = seeded.flatMap((job) => {
      const result = ZJobPayload.safeParse(unchangedPayload(job));
      return result.success ? [] : [`${job.company} / ${job.title}: ${result.error.issues[0]?.message}`];
    });
    expect(refused).toEqual([]);
  });

  it('lets an editor save every seeded job unchanged, keeping the hours and type the seed derived', async () => {
    const failed: string[] = [];
    for (const job of seeded) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/jobs/${job.id}`,
        payload: unchangedPayload(job),
        headers: auth,
      });
      if (res.statusCode !== 200) {
        failed.push(`${job.title}: ${res.statusCode} ${res.body}`);
        continue;
      }
      const saved: TJob = res.json().data;
      // A save derives both again; contract and seasonal work is the seed's own label (see job-catalog.ts).
      const type = ['contract', 'temporary'].includes(job.employment_type)
        ? saved.employment_type
        : job.employment_type;
      if (saved.weekly_hours !== job.weekly_hours || saved.employment_type !== type) {
        failed.push(
          `${job.title}: ${job.weekly_hours} h ${job.employment_type} became ${saved.weekly_hours} h ${saved.employment_type}`,
        );
      }
    }
    expect(failed).toEqual([]);
  });
});

describe('seeded promotions', () => {
  it('pass the promotion rules and are live on /perks', async () => {
    for (const { business: _business, createdDaysAgo: _days, ...promotion } of DEMO_PROMOTIONS) {
      expect(ZPromotionInput.safeParse(promotion).success).toBe(true);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/promotions', headers: auth });
    expect(
      res
        .json()
        .data.map((perk: { title: string }) => perk.title)
        .sort(),
    ).toEqual(DEMO_PROMOTIONS.map((promotion) => promotion.title).sort());
  });
});

describe('demo businesses against the admin business form', () => {
  it('lets an admin save every seeded business unchanged, its phone in the stored E.164 form', async () => {
    const rows = await t.database.db.select({ id: businesses.id, name: businesses.name }).from(businesses);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const failed: string[] = [];
    for (const { id, name } of rows) {
      const current = (
        await t.app.inject({ method: 'GET', url: `/api/v1/admin/businesses/${id}`, headers: auth })
      ).json().data as Record<string, unknown>;
      if (current.phone !== null && !/^\+1\d{10}$/.test(String(current.phone))) {
        failed.push(`${name}: phone ${current.phone}`);
      }
      const payload = Object.fromEntries(
        Object.keys(ZAdminBusinessInput.shape)
          .filter((field) => current[field] !== null && current[field] !== undefined)
          .map((field) => [field, current[field]]),
      );
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/businesses/${id}`,
        payload,
        headers: auth,
      });
      if (res.statusCode !== 200) failed.push(`${name}: ${res.statusCode} ${res.json().error?.message}`);
    }
    expect(failed).toEqual([]);
  });
});
