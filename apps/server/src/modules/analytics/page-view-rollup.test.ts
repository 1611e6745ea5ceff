import { addDays, portlandDay } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import {
  pageViewDays,
  pageViewMonths,
  pageViewPageDays,
  pageViewRollups,
  pageViews,
} from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { viewSources } from './job-views.repository.ts';
import { rollUpPageViews } from './page-view-rollup.repository.ts';

// Decision 089: the roll-ups change how analytics reads views, never what it shows, and two
// instances rolling up at once add each day once.

let apps: TestApp[];
let owner: Person;
let businessId: string;
const today = portlandDay(new Date());

/** Every answer of the page that views touch, for periods that start and end inside months. */
async function viewFigures() {
  const figures = [];
  for (const [from, to] of [
    [addDays(today, -59), today],
    [addDays(today, -6), today],
    [addDays(today, -40), addDays(today, -11)],
    [addDays(today, -150), addDays(today, -20)],
    [addDays(today, -365), today],
  ]) {
    const response = await callAs(
      apps[0]!.app,
      'GET',
      `/businesses/${businessId}/analytics?from=${from}&to=${to}`,
      owner,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    figures.push({
      totals: [body.totals.job_views, body.previous_totals.job_views],
      days: body.days.map((day: { day: string; job_views: number }) => [day.day, day.job_views]),
      jobs: body.jobs.map((job: { title: string; views: number; previous_views: number }) => [
        job.title,
        job.views,
        job.previous_views,
      ]),
    });
  }
  return figures;
}

/** The counters' sum up to the day before yesterday beside each roll-up's sum. */
async function rolledSums() {
  const [sums] = rowsOf<{
    counted: number;
    days: number;
    month_rows: number;
    months: number;
    page_days: number;
  }>(
    await apps[0]!.app.db.execute(sql`
      select (select sum(views)::int from ${pageViews} where day <= ${addDays(today, -2)}) as counted,
             (select sum(views)::int from ${pageViewDays}) as days,
             (select sum(views)::int from ${pageViewMonths}) as month_rows,
             (select count(distinct month)::int from ${pageViewMonths}) as months,
             (select sum(views)::int from ${pageViewPageDays}) as page_days`),
  );
  return sums!;
}

beforeAll(async () => {
  const first = await createTestApp();
  apps = [first, await createTestApp({}, first), await createTestApp({}, first)];
  const db = first.app.db;
  businessId = (await insertBusiness(db, { name: 'Salt Pier Kitchen' })).id;
  owner = await person(first.app, db, { memberships: [{ businessId, role: 'owner' }] });
  const jobIds = [];
  for (const title of ['Line Cook', 'Host', 'Server', 'Dishwasher'])
    jobIds.push((await insertJob(db, { business_id: businessId, title })).id);
  // 800 days of counters up to today, a different count each day and job, and the business page.
  const rows = [];
  for (let back = 0; back < 800; back += 1) {
    const day = addDays(today, -back);
    jobIds.forEach((page_id, n) => {
      if ((back + n) % 3 !== 0)
        rows.push({
          business_id: businessId,
          kind: 'job' as const,
          page_id,
          day,
          views: 1 + ((back * 7 + n) % 11),
        });
    });
    rows.push({ business_id: businessId, kind: 'business' as const, page_id: businessId, day, views: 2 });
  }
  await db.insert(pageViews).values(rows);
});
afterAll(async () => {
  for (const t of [...apps].reverse()) await t.close();
});

describe('page-view roll-ups', () => {
  it('gives the same figures before and after, rolled up by three instances at once, each day once', async () => {
    const db = apps[0]!.app.db;
    const before = await viewFigures();

    // First up to a day in the middle of a month, then the rest: the month's row is added to.
    const midMonth = `${addDays(today, -45).slice(0, 7)}-14`;
    expect((await rollUpPageViews(db, { upTo: midMonth })).rolledThrough).toBe(midMonth);
    expect(await viewFigures()).toEqual(before);
    const outcomes = await Promise.all(apps.map((t) => rollUpPageViews(t.app.db)));
    // All reach the day before yesterday; the days were added once between them.
    expect(outcomes.map((o) => o.rolledThrough)).toEqual(Array(3).fill(addDays(today, -2)));
    const firstDay = addDays(today, -799);
    const daysTo = (day: string) => Math.round((Date.parse(day) - Date.parse(firstDay)) / 86_400_000) + 1;
    expect(outcomes.reduce((sum, o) => sum + o.days, 0)).toBe(798 - daysTo(midMonth));
    const [watermark] = await db.select().from(pageViewRollups);
    expect(watermark?.rolled_through).toBe(addDays(today, -2));
    expect(watermark?.page_days_through).toBe(addDays(today, -2));

    const rolled = await rolledSums();
    expect(rolled.days).toBe(rolled.counted);
    expect(rolled.month_rows).toBe(rolled.counted);
    expect(rolled.page_days).toBe(rolled.counted);
    expect(rolled.months).toBeGreaterThanOrEqual(25);

    expect(await viewFigures()).toEqual(before);
    // And the figures come from the roll-ups: a changed roll-up changes them.
    const change = async (by: number) => {
      for (const table of [pageViewDays, pageViewMonths, pageViewPageDays])
        await db.execute(sql`update ${table} set views = views + ${by}`);
    };
    await change(1000);
    const changed = await viewFigures();
    expect(changed[4]!.totals[0]).toBeGreaterThan(before[4]!.totals[0] + 300 * 1000);
    expect(changed[4]!.jobs[0][1]).toBeGreaterThan(before[4]!.jobs[0][1] + 10 * 1000);
    // The last 7 days' views per job are each page's copied days (5 of them) and 2 days of counters.
    expect(changed[1]!.jobs[0][1]).toBeGreaterThanOrEqual(before[1]!.jobs[0][1] + 3 * 1000);
    await change(-1000);
    // Again: nothing left to add.
    expect(await rollUpPageViews(db)).toEqual({ rolledThrough: addDays(today, -2), days: 0 });
  });

  it("catches up each page's days that a release without them rolled up, the figures the same meanwhile", async () => {
    const db = apps[0]!.app.db;
    const before = await viewFigures();
    // As if the previous release had rolled up the last 40 days: their sums, but no page days.
    const cut = addDays(today, -42);
    await db.execute(sql`delete from ${pageViewPageDays} where day > ${cut}`);
    await db.execute(sql`update ${pageViewRollups} set page_days_through = ${cut}`);
    expect(await viewFigures()).toEqual(before);
    await Promise.all(apps.map((t) => rollUpPageViews(t.app.db)));
    const [watermark] = await db.select().from(pageViewRollups);
    expect(watermark?.page_days_through).toBe(addDays(today, -2));
    const copied = await rolledSums();
    expect(copied.page_days).toBe(copied.counted);
    expect(await viewFigures()).toEqual(before);
  });
});

describe('viewSources', () => {
  const day = (d: string) => ({ from: d, to: d });
  it('reads each month from its roll-up row or from the counters, whichever is fewer rows', () => {
    // January's row less its first 14 days; February and March whole; 10 days of April by day.
    expect(viewSources({ from: '2026-01-15', to: '2026-04-10' }, '2026-11-01')).toEqual({
      months: ['2026-01-01', '2026-02-01', '2026-03-01'],
      add: [{ from: '2026-04-01', to: '2026-04-10' }],
      subtract: [{ from: '2026-01-01', to: '2026-01-14' }],
    });
    // The month under way serves up to the watermark; the days after it are read by day.
    expect(viewSources({ from: '2026-01-01', to: '2026-04-10' }, '2026-03-30')).toEqual({
      months: ['2026-01-01', '2026-02-01', '2026-03-01'],
      add: [{ from: '2026-03-31', to: '2026-04-10' }],
      subtract: [],
    });
    // A stretch that ends before the watermark in its month: the row less the days after.
    expect(viewSources({ from: '2026-01-01', to: '2026-03-20' }, '2026-03-30')).toEqual({
      months: ['2026-01-01', '2026-02-01', '2026-03-01'],
      add: [],
      subtract: [{ from: '2026-03-21', to: '2026-03-30' }],
    });
    expect(viewSources({ from: '2026-01-02', to: '2026-02-27' }, '2026-11-01')).toEqual({
      months: ['2026-01-01', '2026-02-01'],
      add: [],
      subtract: [day('2026-01-01'), day('2026-02-28')],
    });
    // A few days of a month, or nothing rolled up: by day, in one range.
    expect(viewSources({ from: '2026-03-10', to: '2026-03-12' }, '2026-11-01')).toEqual({
      months: [],
      add: [{ from: '2026-03-10', to: '2026-03-12' }],
      subtract: [],
    });
    expect(viewSources({ from: '2026-01-01', to: '2026-12-31' }, null)).toEqual({
      months: [],
      add: [{ from: '2026-01-01', to: '2026-12-31' }],
      subtract: [],
    });
    // Whole months across a new year.
    expect(viewSources({ from: '2025-12-01', to: '2026-01-31' }, '2026-02-01')).toEqual({
      months: ['2025-12-01', '2026-01-01'],
      add: [],
      subtract: [],
    });
  });
});
