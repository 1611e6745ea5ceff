import { CARD_CODE, CHECK_IN_MESSAGES, cardStep, cardToken } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, businesses } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { multipart, picture } from '../../test/multipart.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';
import { codeAt } from './card.service.ts';

let t: TestApp;
let owner: Person;
let partnerOwner: Person;
let member: Person;
let secondMember: Person;
let pierId: string;
let partnerId: string;

const MEMBER_PHONE = '+12077748101';
const SECOND_PHONE = '+12077748102';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Person | null, payload?: object) =>
  callAs(t.app, method, url, who, payload);
const cardOf = async (who: Person) => (await call('GET', '/user/member-card', who)).json().data;
const verify = (token: string) => call('POST', '/card-verifications', null, { token });
const tokenAt = (card: { card_id: string; secret: string }, ms: number) =>
  cardToken(card.card_id, codeAt(card.secret, cardStep(ms)));
const addToRoster = async (name: string, phone: string) =>
  (await call('POST', `/businesses/${pierId}/roster`, owner, { name, phone, role_title: 'Bartender' })).json()
    .data;

async function signedInAs(phone: string, names: { first_name?: string } = {}): Promise<Person> {
  const user = await createTestUser(t.database.db, { phone, ...names });
  return { id: user.id, auth: await authHeadersFor(t.app, user) };
}

/** The clock at the start of a code step, so "a minute later" stays inside the code's window. */
function atStepStart(): number {
  const now = Date.now();
  const start = (cardStep(now) + 1) * CARD_CODE.periodSeconds * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return start;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const pier = await insertBusiness(db, { name: 'Salt Pier Kitchen' });
  const partner = await insertBusiness(db, { name: 'Harbor Coffee' });
  pierId = pier.id;
  partnerId = partner.id;
  owner = await person(t.app, db, { memberships: [{ businessId: pier.id, role: 'owner' }] });
  partnerOwner = await person(t.app, db, { memberships: [{ businessId: partner.id, role: 'owner' }] });
  member = await signedInAs(MEMBER_PHONE);
  secondMember = await signedInAs(SECOND_PHONE, { first_name: 'Sam' });
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

describe('membership', () => {
  it('is pending until the phone is on a staff list, then verified at once, and ends on removal', async () => {
    const before = await call('GET', '/user/membership', member);
    expect(before.json().data).toEqual({ status: 'pending', phone: MEMBER_PHONE, memberships: [] });
    expect((await cardOf(member)).card).toBeNull();

    const entry = await addToRoster('Ada Lovelace', '207-774-8101');
    // The account existed before the listing; the list says so only once the person opens it.
    expect(entry.claimed_at).toBeNull();
    const after = (await call('GET', '/user/membership', member)).json().data;
    expect(after.status).toBe('verified');
    expect(after.memberships).toEqual([
      {
        business_id: pierId,
        business_name: 'Salt Pier Kitchen',
        role_title: 'Bartender',
        since: expect.any(String),
      },
    ]);
    const card = await cardOf(member);
    expect(card).toMatchObject({ status: 'verified', holder: { first_name: 'Ada', last_name: 'Lovelace' } });
    expect(card.card.card_id).toMatch(/^[0-9A-Z]{10}$/);
    expect(card.card.secret).toMatch(/^[0-9a-f]{64}$/);
    // The same card every time.
    expect((await cardOf(member)).card).toEqual(card.card);

    await call('DELETE', `/businesses/${pierId}/roster/${entry.id}`, owner);
    expect((await call('GET', '/user/membership', member)).json().data.status).toBe('pending');
    expect((await cardOf(member)).card).toBeNull();
  });

  it('ends when the employer becomes inactive, and counts two employers', async () => {
    const entry = await addToRoster('Sam Second', SECOND_PHONE);
    await call('POST', `/businesses/${partnerId}/roster`, partnerOwner, {
      name: 'Sam Second',
      phone: SECOND_PHONE,
    });
    expect((await call('GET', '/user/membership', secondMember)).json().data.memberships).toHaveLength(2);

    await t.database.db.update(businesses).set({ is_active: false }).where(eq(businesses.id, partnerId));
    const state = (await call('GET', '/user/membership', secondMember)).json().data;
    expect(state.memberships.map((m: { business_name: string }) => m.business_name)).toEqual([
      'Salt Pier Kitchen',
    ]);
    await t.database.db.update(businesses).set({ is_active: true }).where(eq(businesses.id, partnerId));
    await call('DELETE', `/businesses/${pierId}/roster/${entry.id}`, owner);
  });
});

describe('verified employers on a profile', () => {
  it('shows the person every roster employer, and others only those in the work history', async () => {
    const entry = await addToRoster('Ada Lovelace', MEMBER_PHONE);
    const profile = (who: Person) => call('GET', `/users/${member.id}/profile`, who);
    expect((await profile(member)).json().data.verified_employers).toEqual(['Salt Pier Kitchen']);
    expect((await profile(secondMember)).json().data.verified_employers).toEqual([]);
    await call('POST', `/users/${member.id}/work-experience`, member, {
      company_name: ' salt pier kitchen ',
      position_title: 'Bartender',
      start_date: '2024-01-01',
      is_current: true,
      employment_type: 'part-time',
    });
    expect((await profile(secondMember)).json().data.verified_employers).toEqual(['Salt Pier Kitchen']);
    await call('DELETE', `/businesses/${pierId}/roster/${entry.id}`, owner);
    expect((await profile(member)).json().data.verified_employers).toEqual([]);
  });
});

describe('card verification', () => {
  it("accepts the current code, refuses an old one, another member's and a replay a minute later", async () => {
    const entry = await addToRoster('Ada Lovelace', MEMBER_PHONE);
    await addToRoster('Sam Second', SECOND_PHONE);
    const card = (await cardOf(member)).card;
    const other = (await cardOf(secondMember)).card;
    const start = atStepStart();

    const now = await verify(tokenAt(card, start));
    expect(now.statusCode).toBe(200);
    expect(now.json().data).toMatchObject({
      valid: true,
      verdict: 'valid',
      first_name: 'Ada',
      employers: ['Salt Pier Kitchen'],
    });
    // The partner may reload the page within the minute.
    expect((await verify(tokenAt(card, start))).json().data.valid).toBe(true);

    const old = await verify(tokenAt(card, start - (CARD_CODE.pastSteps + 1) * 30_000));
    expect(old.json().data).toMatchObject({ valid: false, verdict: 'expired', first_name: null });

    const borrowed = await verify(cardToken(card.card_id, codeAt(other.secret, cardStep(start))));
    expect(borrowed.json().data).toMatchObject({ valid: false, verdict: 'expired' });

    vi.setSystemTime(start + (CARD_CODE.replayAfterSeconds + 1) * 1000);
    const replay = await verify(tokenAt(card, start));
    expect(replay.json().data).toMatchObject({ valid: false, verdict: 'replayed' });
    // A fresh code at that moment is fine.
    expect((await verify(tokenAt(card, Date.now()))).json().data.valid).toBe(true);

    await call('DELETE', `/businesses/${pierId}/roster/${entry.id}`, owner);
    const revoked = await verify(tokenAt(card, Date.now() + 30_000));
    expect(revoked.json().data).toMatchObject({ valid: false, verdict: 'membership_ended' });
  });

  it("shows the member's photo beside the name to whoever checks a live code, and nothing for a wrong one", async () => {
    const phone = '+12077748109';
    const pictured = await signedInAs(phone, { first_name: 'Avery' });
    await addToRoster('Avery Stone', phone);
    const bytes = await picture('png');
    const body = await multipart([{ name: 'file', value: { bytes, filename: 'me.png', type: 'image/png' } }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/member-photo',
      headers: { ...body.headers, ...pictured.auth },
      payload: body.payload,
    });
    const photo = uploaded.json().data.photo_url;
    const { card, holder } = await cardOf(pictured);
    expect(holder.photo_url).toBe(photo);
    const valid = (await verify(tokenAt(card, Date.now()))).json().data;
    expect(valid).toMatchObject({ valid: true, first_name: 'Avery', photo_url: photo });
    const wrong = (await verify(cardToken(card.card_id, '00000000'))).json().data;
    expect(wrong).toMatchObject({ valid: false, first_name: null, photo_url: null });
  });

  it('answers a made-up card as a wrong code, unknown for a non-code and 400 naming the field for bad input', async () => {
    expect((await verify('ABCDEFGHJK-12345678')).json().data.verdict).toBe('expired');
    expect((await verify('nonsense')).json().data.verdict).toBe('unknown');
    const missing = await call('POST', '/card-verifications', null, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('token');
  });
});

describe('check-ins', () => {
  it('records a visit for the partner, counts it, and honours the visit limits', async () => {
    await addToRoster('Ada Lovelace', MEMBER_PHONE);
    await t.database.db
      .update(businesses)
      .set({ max_visits_per_day: 2, time_between_visits_minutes: 20 })
      .where(eq(businesses.id, partnerId));
    const card = (await cardOf(member)).card;
    const start = atStepStart();
    const checkIn = (token: string, who: Person = partnerOwner) =>
      call('POST', `/businesses/${partnerId}/check-ins`, who, { token, method: 'qr_code', notes: 'Latte' });

    expect((await checkIn(tokenAt(card, start), owner)).statusCode).toBe(403);

    const first = await checkIn(tokenAt(card, start));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      method: 'qr_code',
      notes: 'Latte',
      member_first_name: 'Ada',
      visits_count: 1,
      member_visits_today: 1,
    });

    vi.setSystemTime(start + 10 * 60_000);
    const tooSoon = await checkIn(tokenAt(card, Date.now()));
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error.message).toBe(CHECK_IN_MESSAGES.tooSoon(20));

    vi.setSystemTime(start + 21 * 60_000);
    const second = (await checkIn(tokenAt(card, Date.now()))).json().data;
    expect(second.visits_count).toBe(2);
    // This member's visits today, as the door needs them: both, unless Portland's midnight fell between.
    const portlandDay = (at: number) =>
      new Date(at).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    expect(second.member_visits_today).toBe(portlandDay(start) === portlandDay(Date.now()) ? 2 : 1);

    // Within the hour the test's sign-in lasts.
    vi.setSystemTime(start + 42 * 60_000);
    const third = await checkIn(tokenAt(card, Date.now()));
    // Unless the test runs across Portland's midnight, the day's limit of two is reached.
    if (third.statusCode === 409) expect(third.json().error.message).toBe(CHECK_IN_MESSAGES.dailyLimit(2));
    else expect(third.statusCode).toBe(201);

    const [row] = await t.database.db
      .select({ visits: businesses.visits_count })
      .from(businesses)
      .where(eq(businesses.id, partnerId));
    expect(row?.visits).toBe(third.statusCode === 201 ? 3 : 2);
  });

  it('refuses a code that is not valid, and long notes', async () => {
    const bad = await call('POST', `/businesses/${partnerId}/check-ins`, partnerOwner, {
      token: 'ABCDEFGHJK-12345678',
      method: 'manual',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe(CHECK_IN_MESSAGES.notValid);
    const long = await call('POST', `/businesses/${partnerId}/check-ins`, partnerOwner, {
      token: 'ABCDEFGHJK-12345678',
      method: 'manual',
      notes: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('notes');
    const method = await call('POST', `/businesses/${partnerId}/check-ins`, partnerOwner, {
      token: 'ABCDEFGHJK-12345678',
      method: 'nfc',
    });
    expect(method.statusCode).toBe(400);
    expect(method.json().error.field).toBe('method');
  });
});

describe('check-ins by an admin', () => {
  it("go to the audit trail; the business's own owner's do not", async () => {
    const db = t.database.db;
    const venue = await insertBusiness(db, { name: 'Audited Coffee Bar' });
    const venueOwner = await person(t.app, db, { memberships: [{ businessId: venue.id, role: 'owner' }] });
    const admin = await person(t.app, db, { admin: true });
    const visitor = await signedInAs('+12077748150', { first_name: 'Vera' });
    await addToRoster('Vera Visitor', '+12077748150');
    const card = (await cardOf(visitor)).card;
    const start = atStepStart();
    const checkIn = (who: Person, ms: number) =>
      call('POST', `/businesses/${venue.id}/check-ins`, who, { token: tokenAt(card, ms), method: 'manual' });

    const byOwner = await checkIn(venueOwner, start);
    expect(byOwner.statusCode).toBe(201);
    expect(
      await db.select().from(auditEvents).where(eq(auditEvents.entity_id, byOwner.json().data.id)),
    ).toEqual([]);

    vi.setSystemTime(start + 2 * 60_000);
    const byAdmin = await checkIn(admin, Date.now());
    expect(byAdmin.statusCode).toBe(201);
    const trail = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, byAdmin.json().data.id));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'check_in.create',
      entity_type: 'check_in',
      actor_id: admin.id,
    });
    expect(trail[0]?.changes).toMatchObject({
      business_id: { from: null, to: venue.id },
      member_id: { from: null, to: visitor.id },
    });
  });
});
