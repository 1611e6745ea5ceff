/**
 * `npm run bench:analytics`: the statements behind GET /businesses/{id}/analytics on the bench
 * database (200,000 jobs with their daily view counters; `npm run bench:data` first). Budget: each
 * statement under 20 ms (issue 33, decision 066).
 *
 * It takes the business with the most jobs (the busiest has about 675), adds a year of
 * applications, check-ins (there and by a staff list of 40 people elsewhere), redemptions and
 * reviews for it, times each repository function of the page for periods of 7, 30, 90 and 366 days
 * ending today (each with its previous period), prints the median and p95 of each, and removes
 * what it added.
 */
import { lastDays, type Period, portlandDay, previousPeriod } from '@perks/contract';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client.ts';
import { businesses, employeeRosters, jobs, users } from '../../apps/server/src/db/schema/index.ts';
import { inAnalyticsSnapshot } from '../../apps/server/src/modules/analytics/analytics-snapshot.repository.ts';
import * as analytics from '../../apps/server/src/modules/analytics/business-analytics.repository.ts';
import { businessAnalytics } from '../../apps/server/src/modules/analytics/business-analytics.service.ts';
import * as jobViews from '../../apps/server/src/modules/analytics/job-views.repository.ts';
import { jobsTable } from '../../apps/server/src/modules/analytics/jobs-table.repository.ts';
import { rollUpReach } from '../../apps/server/src/modules/analytics/page-view-rollup.repository.ts';
import { platformAnalytics } from '../../apps/server/src/modules/analytics/platform-analytics.repository.ts';
import { openBenchDatabase } from '../lib/database.ts';

const BUDGET_MS = 20;
/** The whole page's reads, timed beside its statements and outside their budget. */
const WHOLE_PAGE = 'whole page (outside the budget)';
const RUNS = 30;
const STAFF = 40;

const database = await openBenchDatabase();
const { db } = database;
const phones = Array.from({ length: STAFF + 1 }, (_, n) => `+1207777${String(n).padStart(4, '0')}`);

try {
  const [busiest] = await db
    .select({ id: jobs.business_id, n: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.business_id)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  if (!busiest) throw new Error('No jobs: run `npm run bench:data` first');
  const [other] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(sql`${businesses.id} <> ${busiest.id}`)
    .limit(1);
  const businessId = busiest.id;
  const people = await db
    .insert(users)
    .values(phones.map((phone) => ({ phone })))
    .returning({ id: users.id, phone: users.phone });
  const visitor = people[STAFF]!;
  await db.insert(employeeRosters).values(
    people.slice(0, STAFF).map((p, n) => ({
      business_id: businessId,
      phone: p.phone,
      claimed_at: n % 3 ? new Date() : null,
    })),
  );
  // A year of activity, drawn inside the database: 6,000 applications, 10,000 check-ins here,
  // 8,000 by the staff elsewhere, a redemption with every fifth check-in here, a review with every tenth.
  await db.execute(sql`
    insert into job_applications (job_id, user_id, business_id, job_title, business_name, profile, created_at)
    select j.id, p.id, ${businessId}, j.title, 'Bench', '{}'::jsonb, now() - random() * interval '365 days'
      from (select id, title, row_number() over () as n from jobs where business_id = ${businessId}) j
      join (select id, row_number() over () as n from users where phone like '+1207777%') p on true
     where (j.n + p.n) % 5 = 0
     limit 6000
    on conflict do nothing`);
  await db.execute(sql`
    insert into check_ins (business_id, member_id, method, created_at)
    select ${businessId}, ${visitor.id}, 'qr_code', now() - random() * interval '365 days'
      from generate_series(1, 10000)`);
  await db.execute(sql`
    insert into check_ins (business_id, member_id, method, created_at)
    select ${other!.id}, (array(select id from users where phone like '+1207777%'))[1 + (g % ${STAFF})],
           'qr_code', now() - random() * interval '365 days'
      from generate_series(1, 8000) as g`);
  await db.execute(sql`
    insert into promotions (business_id, title, description, discount_type, discount_value)
    select ${businessId}, 'Bench perk ' || g, 'A perk for the bench, nothing more.', 'percentage', 10
      from generate_series(1, 5) as g`);
  await db.execute(sql`
    insert into promotion_redemptions (promotion_id, member_id, business_id, check_in_id, created_at)
    select (array(select id from promotions where business_id = ${businessId}))[1 + (c.n % 5)],
           c.member_id, c.business_id, c.id, c.created_at
      from (select *, row_number() over () as n from check_ins where business_id = ${businessId}) c
     where c.n % 5 = 0`);
  await db.execute(sql`
    insert into business_reviews (business_id, author_id, check_in_id, rating, comment, created_at)
    select c.business_id, c.member_id, c.id, 1 + (c.n % 5), 'A bench review, long enough.', c.created_at
      from (select *, row_number() over () as n from check_ins where business_id = ${businessId}) c
     where c.n % 10 = 0`);
  for (const table of [
    'job_applications',
    'check_ins',
    'promotion_redemptions',
    'business_reviews',
    'employee_rosters',
  ])
    await db.execute(sql.raw(`analyze ${table}`));

  const today = portlandDay(new Date());
  // How far the roll-ups reach (bench:data makes them, as the app does every hour; decision 089).
  const reach = await rollUpReach(db);
  const rolled = reach.rolled;
  if (!rolled)
    console.log('No page-view roll-ups: every view is read from the daily counters (run bench:data again).');
  const statements: Array<[string, (tx: Executor, period: Period, span: Period) => Promise<unknown>]> = [
    ['job views per day', (tx, _, span) => jobViews.jobViewsByDay(tx, businessId, span, rolled)],
    // Views, applications and interviews per job, merged and cut to the 100 the page lists.
    ['jobs table', (tx, period, span) => jobsTable(tx, businessId, { span, period, reach })],
    ['business views per day', (tx, _, span) => analytics.businessViewsByDay(tx, businessId, span)],
    ['applications per day', (tx, _, span) => analytics.applicationsByDay(tx, businessId, span)],
    ['time to first applicant', (tx, period) => analytics.firstApplicantHours(tx, businessId, period)],
    ["staff's check-ins elsewhere", (tx, _, span) => analytics.memberCheckInsByDay(tx, businessId, span)],
    ['check-ins here', (tx, _, span) => analytics.checkInsByDay(tx, businessId, span)],
    ['redemptions per day', (tx, _, span) => analytics.redemptionsByDay(tx, businessId, span)],
    [
      'redemptions per promotion',
      (tx, period, span) => analytics.redemptionsPerPromotion(tx, businessId, span, period.from),
    ],
    ['reviews per day', (tx, _, span) => analytics.reviewsByDay(tx, businessId, span)],
    ['staff list counts', (tx) => analytics.teamCounts(tx, businessId)],
    ['admin: 12 weeks', (tx) => platformAnalytics(tx, new Date())],
    // What the owner waits for: every statement above for the page, one after another.
    [WHOLE_PAGE, (tx, period) => businessAnalytics(tx, { id: businessId, name: 'Bench' }, period)],
  ];
  const [{ n: counters } = { n: 0 }] = await db
    .execute<{ n: number }>(sql`select count(*)::int as n from page_views`)
    .then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows);
  console.log(
    `Analytics statements for the busiest business (${busiest.n} jobs) among ${counters.toLocaleString('en-US')} daily view counters, ${RUNS} runs each:`,
  );
  const rows: string[] = [];
  let missed = false;
  for (const days of [7, 30, 90, 366]) {
    const period = lastDays(days, today);
    const span = { from: previousPeriod(period).from, to: period.to };
    for (const [name, run] of statements) {
      // Each in the snapshot the app reads a page in (a read-only transaction without parallel
      // workers or JIT, decision 089), timed with its BEGIN, settings and COMMIT.
      const timed = () => inAnalyticsSnapshot(db, (tx) => run(tx, period, span));
      for (let i = 0; i < 3; i += 1) await timed(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await timed();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(RUNS / 2)]!;
      const p95 = times[Math.min(RUNS - 1, Math.floor(RUNS * 0.95))]!;
      if (p95 >= BUDGET_MS && name !== WHOLE_PAGE) missed = true;
      rows.push(`| ${days} days | ${name} | ${median.toFixed(1)} | ${p95.toFixed(1)} |`);
    }
  }
  console.log(['| Period | Statement | median ms | p95 ms |', '|---|---|---|---|', ...rows].join('\n'));
  if (missed) {
    console.log(`MISSED: a statement's p95 is over the ${BUDGET_MS} ms budget`);
    process.exitCode = 1;
  }
} finally {
  // Deleting the people removes their applications, check-ins, redemptions and reviews (cascades).
  await db.delete(employeeRosters).where(inArray(employeeRosters.phone, phones));
  await db.delete(users).where(inArray(users.phone, phones));
  await db.execute(sql`delete from promotions where title like 'Bench perk %'`);
  await database.close();
}
