import { ANALYTICS_MESSAGES } from '@perks/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  businessReviews,
  checkIns,
  employeeRosters,
  jobApplications,
  pageViews,
  promotionRedemptions,
  promotions,
} from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-sessions.ts';

const ENGINE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const t = setUpTestApp();
let businessId: string;
let otherId: string;
let cookId: string;
let hostId: string;
let promotionId: string;
let owner: Person;
let manager: Person;
let otherOwner: Person;
let admin: Person;
let stranger: Person;

const MARCH = 'from=2026-03-01&to=2026-03-07';
/** Interviews are counted in interviews.test.ts. */
const NO_INTERVIEWS = {
  interviews_offered: 0,
  interviews_scheduled: 0,
  interviews_attended: 0,
  interviews_no_shows: 0,
};
const analytics = (who: Person | null, query = MARCH, id = businessId) =>
  callAs(t.app, 'GET', `/businesses/${id}/analytics?${query}`, who);

beforeAll(async () => {
  const db = t.app.db;
  businessId = (await insertBusiness(db, { name: 'Salt Pier Kitchen' })).id;
  otherId = (await insertBusiness(db, { name: 'Harbor Coffee' })).id;
  owner = await person(t.app, db, { memberships: [{ businessId, role: 'owner' }] });
  manager = await person(t.app, db, { memberships: [{ businessId, role: 'manager' }] });
  otherOwner = await person(t.app, db, { memberships: [{ businessId: otherId, role: 'owner' }] });
  admin = await person(t.app, db, { admin: true });
  stranger = await person(t.app, db);

  const cook = await insertJob(db, {
    business_id: businessId,
    title: 'Line Cook',
    posted_at: new Date('2026-03-01T12:00:00Z'),
  });
  const host = await insertJob(db, {
    business_id: businessId,
    title: 'Host',
    posted_at: new Date('2026-02-20T00:00:00Z'),
  });
  const elsewhere = await insertJob(db, { business_id: otherId, title: 'Barista' });
  cookId = cook.id;
  hostId = host.id;
  await db.insert(pageViews).values([
    { business_id: businessId, kind: 'job', page_id: cookId, day: '2026-03-02', views: 5 },
    { business_id: businessId, kind: 'job', page_id: cookId, day: '2026-02-25', views: 2 },
    { business_id: businessId, kind: 'job', page_id: hostId, day: '2026-03-07', views: 1 },
    // Outside both periods, and another business's job: neither counts.
    { business_id: businessId, kind: 'job', page_id: cookId, day: '2026-03-08', views: 9 },
    { business_id: otherId, kind: 'job', page_id: elsewhere.id, day: '2026-03-02', views: 50 },
    { business_id: businessId, kind: 'business', page_id: businessId, day: '2026-03-07', views: 3 },
    { business_id: businessId, kind: 'business', page_id: businessId, day: '2026-02-22', views: 4 },
  ]);

  const applicant = async (phone: string) => (await createTestUser(db, { phone })).id;
  const application = (jobId: string, job_title: string, user_id: string, at: string) => ({
    job_id: jobId,
    user_id,
    business_id: businessId,
    job_title,
    business_name: 'Salt Pier Kitchen',
    profile: {
      first_name: 'A',
      last_name: 'B',
      member_since: at,
      verified_employers: [],
      work_experience: [],
    },
    created_at: new Date(at),
  });
  const [a1, a2, a3] = [
    await applicant('+12075550101'),
    await applicant('+12075550102'),
    await applicant('+12075550103'),
  ];
  await db.insert(jobApplications).values([
    // The cook's first applicant 51 hours after posting, then a second.
    application(cookId, 'Line Cook', a1, '2026-03-03T15:00:00Z'),
    application(cookId, 'Line Cook', a2, '2026-03-05T15:00:00Z'),
    // The host's first 84 hours after posting, in the previous period.
    application(hostId, 'Host', a3, '2026-02-23T12:00:00Z'),
  ]);

  // The staff list: two people, one has opened their card; one works here and checks in elsewhere.
  const staffer = await createTestUser(db, { phone: '+12075550201' });
  await db.insert(employeeRosters).values([
    { business_id: businessId, phone: '+12075550201', claimed_at: new Date('2026-03-01T10:00:00Z') },
    { business_id: businessId, phone: '+12075550202' },
  ]);
  const visitor = await createTestUser(db, { phone: '+12075550301' });
  const visit = async (business_id: string, member_id: string, at: string) => {
    const [row] = await db
      .insert(checkIns)
      .values({ business_id, member_id, method: 'qr_code', created_at: new Date(at) })
      .returning();
    return row!.id;
  };
  await visit(otherId, staffer.id, '2026-03-05T16:00:00Z');
  await visit(otherId, staffer.id, '2026-02-24T16:00:00Z');
  // 22:00 on March 7 in Portland (03:00 UTC on the 8th) is still in the period; 00:30 on the 8th is not.
  const lateVisit = await visit(businessId, visitor.id, '2026-03-08T03:00:00Z');
  await visit(businessId, visitor.id, '2026-03-08T05:30:00Z');
  const visit2 = await visit(businessId, visitor.id, '2026-03-06T15:00:00Z');
  const visit3 = await visit(businessId, visitor.id, '2026-03-06T18:00:00Z');
  const visit4 = await visit(businessId, visitor.id, '2026-03-06T20:00:00Z');

  const [promotion] = await db
    .insert(promotions)
    .values({
      business_id: businessId,
      title: 'Half-price oysters',
      description: 'Half-price oysters at the bar for members.',
      discount_type: 'percentage',
      discount_value: 50,
    })
    .returning();
  promotionId = promotion!.id;
  await db.insert(promotionRedemptions).values({
    promotion_id: promotionId,
    member_id: visitor.id,
    business_id: businessId,
    check_in_id: lateVisit,
    created_at: new Date('2026-03-08T03:00:00Z'),
  });
  const review = (check_in_id: string, rating: number, removed = false) => ({
    business_id: businessId,
    author_id: visitor.id,
    check_in_id,
    rating,
    comment: 'Lovely service and fresh oysters.',
    created_at: new Date('2026-03-06T22:00:00Z'),
    removed_at: removed ? new Date('2026-03-07T10:00:00Z') : null,
  });
  await db.insert(businessReviews).values([review(visit2, 4), review(visit3, 5), review(visit4, 1, true)]);
});

describe(`GET /businesses/{id}/analytics (${ENGINE})`, () => {
  it('answers owners, managers and admins; others 403, a visitor 401, an unknown business 404 (admin)', async () => {
    expect((await analytics(owner)).statusCode).toBe(200);
    expect((await analytics(manager)).statusCode).toBe(200);
    expect((await analytics(admin)).statusCode).toBe(200);
    expect((await analytics(otherOwner)).statusCode).toBe(403);
    expect((await analytics(stranger)).statusCode).toBe(403);
    expect((await analytics(null)).statusCode).toBe(401);
    expect((await analytics(admin, MARCH, '0b0e7c52-8c5c-4c39-9d3e-6c3b1d7b2f10')).statusCode).toBe(404);
    expect((await analytics(admin, MARCH, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('adds up each day of the period in Portland time, with the previous period beside it', async () => {
    const res = await analytics(owner);
    const data = res.json().data;
    expect(data.business).toEqual({ id: businessId, name: 'Salt Pier Kitchen' });
    expect(data.period).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(data.previous_period).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(data.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(data.totals).toEqual({
      job_views: 6,
      business_views: 3,
      applications: 2,
      first_applicant_median_hours: 51,
      first_applicant_average_hours: 51,
      member_check_ins: 1,
      check_ins: 4,
      redemptions: 1,
      new_reviews: 2,
      average_rating: 4.5,
    });
    expect(data.previous_totals).toEqual({
      job_views: 2,
      business_views: 4,
      applications: 1,
      first_applicant_median_hours: 84,
      first_applicant_average_hours: 84,
      member_check_ins: 1,
      check_ins: 0,
      redemptions: 0,
      new_reviews: 0,
      average_rating: null,
    });
    const day = (d: string) => data.days.find((row: { day: string }) => row.day === d);
    expect(day('2026-03-02')).toMatchObject({ job_views: 5, applications: 0 });
    expect(day('2026-03-06')).toMatchObject({ check_ins: 3, new_reviews: 2, average_rating: 4.5 });
    expect(day('2026-03-07')).toMatchObject({
      job_views: 1,
      business_views: 3,
      check_ins: 1,
      redemptions: 1,
    });
    expect(data.jobs).toEqual([
      {
        id: cookId,
        title: 'Line Cook',
        views: 5,
        previous_views: 2,
        applications: 2,
        previous_applications: 0,
        ...NO_INTERVIEWS,
      },
      {
        id: hostId,
        title: 'Host',
        views: 1,
        previous_views: 0,
        applications: 0,
        previous_applications: 1,
        ...NO_INTERVIEWS,
      },
    ]);
    expect(data.promotions).toEqual([
      { id: promotionId, title: 'Half-price oysters', redemptions: 1, previous_redemptions: 0 },
    ]);
    expect(data.team).toEqual({ staff: 2, claimed: 1 });
  });

  it('answers an empty period with zeros', async () => {
    const data = (await analytics(owner, 'from=2025-01-01&to=2025-01-01')).json().data;
    expect(data.days).toHaveLength(1);
    expect(data.totals.job_views).toBe(0);
    expect(data.totals.first_applicant_median_hours).toBeNull();
    expect(data.jobs).toEqual([]);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-07', 'from', ANALYTICS_MESSAGES.day],
    ['from=2026-03-01&to=7 March', 'to', ANALYTICS_MESSAGES.day],
    ['from=2026-03-07&to=2026-03-01', 'to', ANALYTICS_MESSAGES.order],
    ['from=2025-01-01&to=2026-01-02', 'to', ANALYTICS_MESSAGES.tooLong],
    ['to=2026-03-07', 'from', undefined],
    ['from=2026-03-01%00&to=2026-03-07', undefined, undefined],
  ])('refuses %s with 400 naming the field', async (query, field, message) => {
    const res = await analytics(owner, query);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    if (field) expect(JSON.stringify(error)).toContain(field);
    if (message) expect(JSON.stringify(error)).toContain(message);
  });

  it('takes a period of 366 days', async () => {
    expect((await analytics(owner, 'from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });
});

describe(`GET /admin/analytics (${ENGINE})`, () => {
  it('answers admins with the last 12 weeks; others 403, a visitor 401', async () => {
    expect((await callAs(t.app, 'GET', '/admin/analytics', owner)).statusCode).toBe(403);
    expect((await callAs(t.app, 'GET', '/admin/analytics', stranger)).statusCode).toBe(403);
    expect((await callAs(t.app, 'GET', '/admin/analytics', null)).statusCode).toBe(401);
    const db = t.app.db;
    const member = await createTestUser(db, { phone: '+12075550401' });
    await db
      .insert(employeeRosters)
      .values({ business_id: otherId, phone: '+12075550401', claimed_at: new Date() });
    await db.insert(checkIns).values({ business_id: otherId, member_id: member.id, method: 'qr_code' });
    const res = await callAs(t.app, 'GET', '/admin/analytics', admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.weeks).toHaveLength(12);
    const thisWeek = data.weeks.at(-1);
    expect(thisWeek.new_members).toBe(1);
    expect(thisWeek.check_ins).toBe(1);
    // The staff list's claim of March 2026 and this one.
    expect(data.members).toBe(2);
  });
});
