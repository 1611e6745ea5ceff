import { PROMOTION_MESSAGES } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, businesses } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { daysFromNow, insertBusiness } from '../../test/job-fixtures.ts';
import { liveCardToken } from '../../test/member-cards.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

const t = setUpTestApp();
let owner: Person;
let manager: Person;
let otherOwner: Person;
let admin: Person;
let member: Person;
let stranger: Person;
let pierId: string;
let otherId: string;

const MEMBER_PHONE = '+12077748201';

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: Person | null, payload?: object) =>
  callAs(t.app, method, url, who, payload);

const valid = {
  title: 'Half-price oysters',
  description: 'Half-price oysters at the bar for industry members.',
  discount_type: 'percentage',
  discount_value: 50,
  terms: 'Bar seating only. One dozen per visit.',
  max_uses: 2,
};

async function create(values: object = {}, who: Person = owner, businessId = pierId) {
  return call('POST', `/businesses/${businessId}/promotions`, who, { ...valid, ...values });
}

const checkIn = async (promotionId: string, who: Person = owner) =>
  call('POST', `/businesses/${pierId}/check-ins`, who, {
    token: await liveCardToken(t.app, member.auth),
    method: 'qr_code',
    promotion_id: promotionId,
  });

beforeAll(async () => {
  const db = t.database.db;
  const pier = await insertBusiness(db, {
    name: 'Salt Pier Kitchen',
    business_type: 'restaurant',
    latitude: 43.657,
    longitude: -70.249,
  });
  const other = await insertBusiness(db, { name: 'Harbor Coffee', business_type: 'cafe' });
  pierId = pier.id;
  otherId = other.id;
  owner = await person(t.app, db, { memberships: [{ businessId: pierId, role: 'owner' }] });
  manager = await person(t.app, db, { memberships: [{ businessId: pierId, role: 'manager' }] });
  otherOwner = await person(t.app, db, { memberships: [{ businessId: otherId, role: 'owner' }] });
  admin = await person(t.app, db, { admin: true });
  stranger = await person(t.app, db);
  const user = await createTestUser(db, { phone: MEMBER_PHONE, first_name: 'Ada' });
  member = { id: user.id, auth: await authHeadersFor(t.app, user) };
  // The member works at Harbor Coffee, so holds a verified card.
  await call('POST', `/businesses/${otherId}/roster`, otherOwner, {
    name: 'Ada Lovelace',
    phone: MEMBER_PHONE,
  });
});

describe('promotion rules', () => {
  it.each([
    [{ title: '' }, 'title', PROMOTION_MESSAGES.titleRequired],
    [{ title: 'x'.repeat(101) }, 'title', PROMOTION_MESSAGES.titleTooLong],
    [{ description: 'Too short' }, 'description', PROMOTION_MESSAGES.descriptionTooShort],
    [{ description: 'x'.repeat(501) }, 'description', PROMOTION_MESSAGES.descriptionTooLong],
    [{ discount_type: 'free' }, 'discount_type', PROMOTION_MESSAGES.discountType],
    [{ discount_value: -1 }, 'discount_value', 'Discount must be positive'],
    [{ discount_value: 101 }, 'discount_value', PROMOTION_MESSAGES.percentageTooHigh],
    [{ terms: 'x'.repeat(1001) }, 'terms', PROMOTION_MESSAGES.termsTooLong],
    [{ max_uses: 0 }, 'max_uses', PROMOTION_MESSAGES.maxUses],
    [{ max_uses: 1.5 }, 'max_uses', PROMOTION_MESSAGES.maxUses],
    [
      { starts_at: daysFromNow(2).toISOString(), ends_at: daysFromNow(1).toISOString() },
      'ends_at',
      PROMOTION_MESSAGES.endBeforeStart,
    ],
    [{ title: 'Oysters\u0000' }, 'title', null],
    [{ bonus: true }, null, 'Unknown field: bonus'],
  ])('refuses %j naming the field', async (values, field, message) => {
    const res = await create(values);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    if (field) expect(error.field).toBe(field);
    if (message) expect(error.message).toContain(message);
  });

  it('lets owners, managers and admins write, and nobody else (403)', async () => {
    expect((await create({}, owner)).statusCode).toBe(201);
    expect((await create({ discount_type: 'bogo', discount_value: 0 }, manager)).statusCode).toBe(201);
    expect((await create({}, admin)).statusCode).toBe(201);
    for (const who of [otherOwner, stranger, member]) {
      const res = await create({}, who);
      expect(res.statusCode).toBe(403);
    }
    expect((await create({}, null as unknown as Person)).statusCode).toBe(401);
    const list = await call('GET', `/businesses/${pierId}/promotions/manage`, stranger);
    expect(list.statusCode).toBe(403);
  });
});

describe('visibility', () => {
  it('shows live promotions only; paused ones come back; ended ones never', async () => {
    const live = (await create({ title: 'Live perk' })).json().data;
    const later = (await create({ title: 'Future perk', starts_at: daysFromNow(1).toISOString() })).json()
      .data;
    const over = (
      await create({
        title: 'Past perk',
        starts_at: daysFromNow(-3).toISOString(),
        ends_at: daysFromNow(-1).toISOString(),
      })
    ).json().data;
    const paused = (await create({ title: 'Paused perk' })).json().data;
    const pause = await call('PATCH', `/businesses/${pierId}/promotions/${paused.id}/status`, manager, {
      status: 'paused',
    });
    expect(pause.json().data.status).toBe('paused');

    const titles = async () =>
      (await call('GET', '/promotions?limit=100', member)).json().data.map((p: { title: string }) => p.title);
    expect(await titles()).toContain(live.title);
    expect(await titles()).not.toContain(later.title);
    expect(await titles()).not.toContain(over.title);
    expect(await titles()).not.toContain(paused.title);

    await call('PATCH', `/businesses/${pierId}/promotions/${paused.id}/status`, owner, { status: 'active' });
    expect(await titles()).toContain(paused.title);

    const end = await call('PATCH', `/businesses/${pierId}/promotions/${paused.id}/status`, owner, {
      status: 'ended',
    });
    expect(end.statusCode).toBe(200);
    expect(await titles()).not.toContain(paused.title);
    const reopen = await call('PATCH', `/businesses/${pierId}/promotions/${paused.id}/status`, owner, {
      status: 'active',
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.message).toBe(PROMOTION_MESSAGES.endedIsFinal);

    // The managers' list keeps every promotion, whatever its state.
    const managed = (await call('GET', `/businesses/${pierId}/promotions/manage`, manager)).json().data;
    expect(managed.map((p: { title: string }) => p.title)).toEqual(
      expect.arrayContaining(['Live perk', 'Future perk', 'Past perk', 'Paused perk']),
    );
  });

  it('gives visitors and unverified people titles only, and verified members the terms', async () => {
    await create({ title: 'Staff meal deal', terms: 'Show the live card.' });
    const visitor = (await call('GET', `/businesses/${pierId}/promotions`, null)).json().data;
    expect(visitor.member).toBe(false);
    const perk = visitor.perks.find((p: { title: string }) => p.title === 'Staff meal deal');
    expect(perk.details).toBeNull();
    expect(JSON.stringify(visitor)).not.toContain('Show the live card.');

    const unverified = (await call('GET', '/promotions', stranger)).json();
    expect(unverified.member).toBe(false);
    expect(unverified.data.every((p: { details: unknown }) => p.details === null)).toBe(true);

    const verified = (await call('GET', `/businesses/${pierId}/promotions`, member)).json().data;
    expect(verified.member).toBe(true);
    expect(verified.perks.find((p: { title: string }) => p.title === 'Staff meal deal').details.terms).toBe(
      'Show the live card.',
    );
  });

  it('searches and filters by category, and hides promotions of an inactive business', async () => {
    await create({ title: 'Latte for a dollar' }, otherOwner, otherId);
    const cafes = (await call('GET', '/promotions?category=cafe', member)).json().data;
    expect(cafes.map((p: { title: string }) => p.title)).toEqual(['Latte for a dollar']);
    const found = (await call('GET', '/promotions?q=LATTE', member)).json().data;
    expect(found).toHaveLength(1);
    expect(found[0].business).toMatchObject({ name: 'Harbor Coffee', business_type: 'cafe' });

    await t.database.db.update(businesses).set({ is_active: false }).where(eq(businesses.id, otherId));
    expect((await call('GET', '/promotions?q=latte', member)).json().data).toHaveLength(0);
    await t.database.db.update(businesses).set({ is_active: true }).where(eq(businesses.id, otherId));
  });
});

describe('redemption at check-in', () => {
  it('redeems up to max_uses per member; of two at once at the limit exactly one succeeds', async () => {
    const promotion = (await create({ title: 'One per member', max_uses: 1 })).json().data;
    const [first, second] = await Promise.all([checkIn(promotion.id), checkIn(promotion.id, manager)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().error.message).toBe(PROMOTION_MESSAGES.usedUp(1));
    const saved = first.statusCode === 201 ? first : second;
    expect(saved.json().data.promotion_title).toBe('One per member');

    const managed = (await call('GET', `/businesses/${pierId}/promotions/manage`, owner)).json().data;
    expect(managed.find((p: { id: string }) => p.id === promotion.id).redemptions).toBe(1);

    const mine = (await call('GET', '/user/redemptions', member)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ promotion_title: 'One per member', business_name: 'Salt Pier Kitchen' }),
    ]);
  });

  it("leaves a member's used-up promotions out of the check-in's offer, and shows the member 'used N of M'", async () => {
    const twice = (await create({ title: 'Two per member', max_uses: 2 })).json().data;
    const thrice = (await create({ title: 'Three per member', max_uses: 3 })).json().data;
    const open = (await create({ title: 'No limit here', max_uses: null })).json().data;
    expect((await checkIn(twice.id)).statusCode).toBe(201);
    expect((await checkIn(twice.id)).statusCode).toBe(201);
    expect((await checkIn(thrice.id)).statusCode).toBe(201);

    const offered = async (who: Person = owner) =>
      call('POST', `/businesses/${pierId}/check-ins/promotions`, who, {
        token: await liveCardToken(t.app, member.auth),
      });
    const res = await offered();
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.map((p: { id: string }) => [p.id, p]));
    expect(byId.has(twice.id)).toBe(false);
    expect(byId.get(thrice.id)).toEqual({ id: thrice.id, title: 'Three per member', max_uses: 3, used: 1 });
    expect(byId.get(open.id)).toMatchObject({ max_uses: null, used: 0 });

    // Offered or not, the server still refuses a used-up promotion, and records no visit.
    const refused = await checkIn(twice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      field: 'promotion_id',
      message: PROMOTION_MESSAGES.usedUp(2),
    });

    expect((await offered(otherOwner)).statusCode).toBe(403);
    const badCode = await call('POST', `/businesses/${pierId}/check-ins/promotions`, owner, {
      token: 'NOTACARD-00000000',
    });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().error.field).toBe('token');

    const perks = (await call('GET', `/businesses/${pierId}/promotions`, member)).json().data.perks;
    const details = (id: string) => perks.find((p: { id: string }) => p.id === id).details;
    expect(details(twice.id)).toMatchObject({ max_uses: 2, used: 2 });
    expect(details(thrice.id)).toMatchObject({ max_uses: 3, used: 1 });
    const listed = (await call('GET', '/promotions?limit=100', member)).json().data;
    expect(listed.find((p: { id: string }) => p.id === twice.id).details.used).toBe(2);
  });

  it('refuses paused promotions and those of another business, saving no visit', async () => {
    const paused = (await create({ title: 'Paused at the door' })).json().data;
    await call('PATCH', `/businesses/${pierId}/promotions/${paused.id}/status`, owner, { status: 'paused' });
    const before = await call('GET', '/user/redemptions', member);
    const res = await checkIn(paused.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PROMOTION_MESSAGES.notLive);

    const elsewhere = (await create({ title: 'Elsewhere' }, otherOwner, otherId)).json().data;
    const wrong = await checkIn(elsewhere.id);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.field).toBe('promotion_id');
    expect((await call('GET', '/user/redemptions', member)).json().data).toEqual(before.json().data);
  });

  it('lets the owner edit a promotion but not one of another business', async () => {
    const promotion = (await create({ title: 'Before' })).json().data;
    const edited = await call('PUT', `/businesses/${pierId}/promotions/${promotion.id}`, owner, {
      ...valid,
      title: 'After',
    });
    expect(edited.json().data.title).toBe('After');
    const foreign = await call('PUT', `/businesses/${otherId}/promotions/${promotion.id}`, otherOwner, valid);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the audit trail of admin changes to promotions', () => {
  it("records an admin's create, edit and status change, and nothing for the business's own managers", async () => {
    const db = t.database.db;
    const trailOf = (id: string) => db.select().from(auditEvents).where(eq(auditEvents.entity_id, id));

    const created = await create({ title: 'Admin oysters' }, admin);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const url = `/businesses/${pierId}/promotions/${id}`;
    expect((await call('PUT', url, admin, { ...valid, title: 'Admin oysters, all day' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `${url}/status`, admin, { status: 'paused' })).statusCode).toBe(200);
    const trail = await trailOf(id);
    expect(trail.map((row) => row.action).sort()).toEqual([
      'promotion.create',
      'promotion.status',
      'promotion.update',
    ]);
    expect(trail.every((row) => row.actor_id === admin.id && row.entity_type === 'promotion')).toBe(true);
    expect(trail.find((row) => row.action === 'promotion.update')?.changes).toMatchObject({
      title: { from: 'Admin oysters', to: 'Admin oysters, all day' },
    });
    expect(trail.find((row) => row.action === 'promotion.status')?.changes).toEqual({
      status: { from: 'active', to: 'paused' },
    });

    const mine = await create({ title: 'Owner oysters' }, manager);
    expect(mine.statusCode).toBe(201);
    const mineUrl = `/businesses/${pierId}/promotions/${mine.json().data.id}`;
    expect(
      (await call('PUT', mineUrl, owner, { ...valid, title: 'Owner oysters, all day' })).statusCode,
    ).toBe(200);
    expect((await call('PATCH', `${mineUrl}/status`, owner, { status: 'ended' })).statusCode).toBe(200);
    expect(await trailOf(mine.json().data.id)).toEqual([]);
  });
});

describe('new promotions a business may create in a day', () => {
  it('accepts exactly 20 of 25 created at once, and refuses the rest with 429 (decision 050)', async () => {
    const db = t.database.db;
    const { id } = await insertBusiness(db, { name: 'Burst Bistro', business_type: 'restaurant' });
    const runner = await person(t.app, db, { memberships: [{ businessId: id, role: 'owner' }] });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) => create({ title: `Perk ${index}` }, runner, id)),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 20, 429: 5 });
    expect(answers.find((answer) => answer.statusCode === 429)?.json().error.message).toBe(
      PROMOTION_MESSAGES.tooMany,
    );
  });
});
