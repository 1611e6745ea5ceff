import {
  BILLING_CARD_GRACE_DAYS,
  BILLING_GRACE_DAYS,
  BILLING_MESSAGES,
  BILLING_TEXT_CATEGORY,
  BILLING_TRIAL_DAYS,
} from '@perks/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents, businessBilling, stripeEvents, textMessages } from '../../db/schema/index.ts';
import { apiCaller } from '../../test/admin-test-kit.ts';
import { type FakeStripe, fakeStripeEnv, type SignedEvent, startFakeStripe } from '../../test/fake-stripe.ts';
import { liveCardToken } from '../../test/member-cards.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';
import { openUnreachableDatabase } from '../../test/unreachable-database.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DAY_MS = 86_400_000;

let fake: FakeStripe;
let t: TestApp;
let admin: Person;
const call = apiCaller(() => t.app);
let nextPhone = 0;
const freshPhone = () => {
  nextPhone += 1;
  return `+1207774${String(6000 + nextPhone).padStart(4, '0')}`;
};

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(fakeStripeEnv(fake));
  admin = await person(t.app, t.database.db, { admin: true });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.down = false;
  t.app.billing.now = () => new Date();
});

/** A member's business, approved by an admin (its trial starts then), with its owner. */
async function liveBusiness(name: string) {
  const owner = await person(t.app, t.database.db);
  const res = await call('POST', '/businesses', owner, { name });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  expect((await call('PUT', `/admin/businesses/${id}`, admin, { name, status: 'active' })).statusCode).toBe(
    200,
  );
  return { id, name, owner };
}

const billingOf = async (businessId: string, who: Person) => {
  const res = await call('GET', `/businesses/${businessId}/billing`, who);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const rowOf = async (businessId: string) =>
  (await t.database.db.select().from(businessBilling).where(eq(businessBilling.business_id, businessId)))[0];
const addPerson = (businessId: string, who: Person, phone = freshPhone()) =>
  call('POST', `/businesses/${businessId}/roster`, who, { name: `Person ${phone.slice(-4)}`, phone });
/** Stripe posting an event; `signature: null` sends none. */
const deliver = (event: SignedEvent, signature: string | null = event.signature) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature !== null ? { 'stripe-signature': signature } : {}),
    },
    payload: event.payload,
  });

/** Stripe's event about an invoice of the subscription. */
const invoiceEvent = (type: string, subscription: { id: string; customer: string }) =>
  fake.signedEvent(type, {
    object: 'invoice',
    customer: subscription.customer,
    subscription: subscription.id,
  });

/** The owner goes through Checkout; Stripe's `checkout.session.completed` arrives. */
async function subscribe(business: { id: string; owner: Person }) {
  const res = await call('POST', `/businesses/${business.id}/billing/checkout`, business.owner);
  expect(res.statusCode).toBe(200);
  const sessionId = new URL(res.json().data.url).pathname.split('/').pop()!;
  const subscription = await fake.completeCheckout(sessionId);
  const delivered = await deliver(
    fake.signedEvent('checkout.session.completed', fake.sessions.get(sessionId)!),
  );
  expect(delivered.statusCode).toBe(200);
  await t.app.jobs.runDueJobs();
  return subscription;
}

/** Stripe's subscription turns to `status`, and an invoice event says so. */
async function stripeSays(subscriptionId: string, status: 'past_due' | 'active' | 'canceled', type: string) {
  const subscription = fake.subscriptions.get(subscriptionId)!;
  subscription.status = status;
  const event = invoiceEvent(type, subscription);
  const res = await deliver(event);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('configuration', () => {
  it('needs all three Stripe keys or none, naming the missing ones', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_only_this_one' })).toThrow(EnvError);
    try {
      parseEnv({ STRIPE_SECRET_KEY: 'sk_test_only_this_one' });
    } catch (error) {
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toContain('STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
      expect(problems).toContain('STRIPE_PRICE_ID: is required');
    }
    // None at all: billing is off and the app starts.
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
  });
});

describe('the free trial', () => {
  it('starts when an admin approves the business, once', async () => {
    const owner = await person(t.app, t.database.db);
    const created = await call('POST', '/businesses', owner, { name: 'Trial Start Tavern' });
    const id = created.json().data.id as string;
    // Waiting for review: no trial yet.
    expect(await billingOf(id, owner)).toMatchObject({ enabled: true, status: null, trial_ends_at: null });
    expect(await rowOf(id)).toBeUndefined();

    const before = Date.now();
    await call('PUT', `/admin/businesses/${id}`, admin, { name: 'Trial Start Tavern', status: 'active' });
    const view = await billingOf(id, owner);
    expect(view).toMatchObject({
      status: 'trialing',
      trial_days_left: BILLING_TRIAL_DAYS,
      has_subscription: false,
    });
    const ends = new Date(view.trial_ends_at).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + BILLING_TRIAL_DAYS * DAY_MS);
    expect(ends).toBeLessThanOrEqual(Date.now() + BILLING_TRIAL_DAYS * DAY_MS);

    // Deactivated and approved again later: the first trial stands.
    await call('PUT', `/admin/businesses/${id}`, admin, { name: 'Trial Start Tavern', status: 'inactive' });
    await call('PUT', `/admin/businesses/${id}`, admin, { name: 'Trial Start Tavern', status: 'active' });
    expect((await billingOf(id, owner)).trial_ends_at).toBe(view.trial_ends_at);
  });

  it('shows the people count and the first invoice as people x $5 at the trial end', async () => {
    const business = await liveBusiness('Estimate Eatery');
    for (let i = 0; i < 3; i += 1)
      expect((await addPerson(business.id, business.owner)).statusCode).toBe(201);
    const view = await billingOf(business.id, business.owner);
    expect(view).toMatchObject({
      people: 3,
      price_per_person_cents: 500,
      next_invoice: { amount_cents: 1500, currency: 'usd', at: view.trial_ends_at, from_stripe: false },
      can_manage: true,
    });
  });
});

describe('who may see and change billing', () => {
  let business: Awaited<ReturnType<typeof liveBusiness>>;
  let manager: Person;
  let stranger: Person;
  beforeAll(async () => {
    business = await liveBusiness('Matrix Oyster Bar');
    manager = await person(t.app, t.database.db, {
      memberships: [{ businessId: business.id, role: 'manager' }],
    });
    stranger = await person(t.app, t.database.db);
  });

  it('lets owners, managers and admins read; only owners open Checkout and the portal', async () => {
    expect((await billingOf(business.id, business.owner)).can_manage).toBe(true);
    expect((await billingOf(business.id, manager)).can_manage).toBe(false);
    expect((await billingOf(business.id, admin)).can_manage).toBe(false);
    expect((await call('GET', `/businesses/${business.id}/billing`, stranger)).statusCode).toBe(403);
    expect((await call('GET', `/businesses/${business.id}/billing`)).statusCode).toBe(401);
    for (const action of ['checkout', 'portal']) {
      for (const who of [manager, admin, stranger]) {
        const res = await call('POST', `/businesses/${business.id}/billing/${action}`, who);
        expect(res.statusCode).toBe(403);
      }
      expect((await call('POST', `/businesses/${business.id}/billing/${action}`)).statusCode).toBe(401);
    }
  });

  it('gives the admin panel to admins only', async () => {
    expect((await call('GET', '/admin/billing', business.owner)).statusCode).toBe(403);
    expect((await call('GET', '/admin/billing')).statusCode).toBe(401);
    const res = await call('GET', '/admin/billing', admin);
    expect(res.statusCode).toBe(200);
    const panel = res.json().data;
    expect(panel.enabled).toBe(true);
    expect(panel.trials_ending).toEqual([]);
    expect(panel.businesses.map((row: { business_id: string }) => row.business_id)).toContain(business.id);
  });

  it('refuses bad ids', async () => {
    expect((await call('GET', '/businesses/not-a-uuid/billing', business.owner)).statusCode).toBe(400);
    expect((await call('GET', '/businesses/a%00b/billing', business.owner)).statusCode).toBe(400);
  });
});

describe('Checkout and the subscription', () => {
  it('opens Checkout in subscription mode for the staff list, keeping the trial, and follows the webhook', async () => {
    const business = await liveBusiness('Checkout Chowder House');
    await addPerson(business.id, business.owner);
    await addPerson(business.id, business.owner);
    fake.requests.length = 0;
    const subscription = await subscribe(business);
    const session = fake.requests.find((request) => request.path === '/v1/checkout/sessions')!.body;
    const row = await rowOf(business.id);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: business.id,
      line_items: { 0: { price: fakeStripeEnv(fake).STRIPE_PRICE_ID, quantity: '2' } },
      subscription_data: {
        metadata: { business_id: business.id },
        trial_end: String(Math.floor(row!.trial_ends_at.getTime() / 1000)),
      },
    });
    expect(row).toMatchObject({
      stripe_subscription_id: subscription.id,
      status: 'trialing',
      quantity: 2,
      unpaid_since: null,
    });
    const view = await billingOf(business.id, business.owner);
    expect(view).toMatchObject({
      status: 'trialing',
      has_subscription: true,
      next_invoice: { amount_cents: 1000, from_stripe: true },
    });

    // A second Checkout is refused; the portal opens.
    expect(
      (await call('POST', `/businesses/${business.id}/billing/checkout`, business.owner)).statusCode,
    ).toBe(409);
    const portal = await call('POST', `/businesses/${business.id}/billing/portal`, business.owner);
    expect(portal.statusCode).toBe(200);
    expect(portal.json().data.url).toContain(fake.url);
  });

  it('answers 503, not 500, when Stripe cannot be reached', async () => {
    const business = await liveBusiness('Outage Oysters');
    fake.down = true;
    const res = await call('POST', `/businesses/${business.id}/billing/checkout`, business.owner);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(BILLING_MESSAGES.stripeUnavailable);
    expect(res.headers['retry-after']).toBe('30');
  });
});

describe('the quantity follows the staff list', () => {
  it('after adds, an import, an edit and a removal, with one Stripe update per burst', async () => {
    const business = await liveBusiness('Quantity Quahog');
    const subscription = await subscribe(business);
    // Checkout needs one at least; the empty list's 0 follows at once.
    expect(subscription.items.data[0]!.quantity).toBe(0);
    const updates = () =>
      fake.requests.filter(
        (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription.id}`,
      );
    fake.requests.length = 0;

    const added = [];
    for (let i = 0; i < 3; i += 1) added.push((await addPerson(business.id, business.owner)).json().data);
    await t.app.jobs.runDueJobs();
    expect(fake.subscriptions.get(subscription.id)!.items.data[0]!.quantity).toBe(3);
    expect(updates()).toHaveLength(1);
    expect(updates()[0]!.body).toMatchObject({ proration_behavior: 'create_prorations' });

    const imported = await call('POST', `/businesses/${business.id}/roster/import`, business.owner, {
      rows: [
        { name: 'Imported One', phone: freshPhone() },
        { name: 'Imported Two', phone: freshPhone() },
      ],
    });
    expect(imported.statusCode).toBe(201);
    await t.app.jobs.runDueJobs();
    expect(fake.subscriptions.get(subscription.id)!.items.data[0]!.quantity).toBe(5);

    await call('DELETE', `/businesses/${business.id}/roster/${added[0].id}`, business.owner);
    await call('PUT', `/businesses/${business.id}/roster/${added[1].id}`, business.owner, {
      name: 'Renamed',
      phone: added[1].phone,
    });
    await t.app.jobs.runDueJobs();
    expect(fake.subscriptions.get(subscription.id)!.items.data[0]!.quantity).toBe(4);
    expect((await rowOf(business.id))!.quantity).toBe(4);
    expect(updates()).toHaveLength(3);
  });

  it('saves staff list changes while Stripe is down, and the queued update lands later', async () => {
    const business = await liveBusiness('Retry Rarebit');
    const subscription = await subscribe(business);
    fake.down = true;
    expect((await addPerson(business.id, business.owner)).statusCode).toBe(201);
    expect((await addPerson(business.id, business.owner)).statusCode).toBe(201);
    await t.app.jobs.runDueJobs();
    expect(fake.subscriptions.get(subscription.id)!.items.data[0]!.quantity).toBe(0);
    // The job waits for its retry (not run here: includeDelayed would also run texts held for
    // quiet hours by the real clock); its next run, once Stripe answers, sets the quantity.
    // Both engines answer raw SQL with `{ rows }`; the Db type leaves the result shape open.
    const waiting = (await t.database.db.execute(
      sql`select state from pgboss.job where name = 'billing-quantity' and singleton_key = ${business.id} and state = 'retry'`,
    )) as unknown as { rows: { state: string }[] };
    expect(waiting.rows).toHaveLength(1);
    fake.down = false;
    await t.app.billing.syncQuantity(business.id);
    expect(fake.subscriptions.get(subscription.id)!.items.data[0]!.quantity).toBe(2);
  });
});

describe("Stripe's webhook", () => {
  it('refuses a wrong or missing signature with 400 and changes nothing', async () => {
    const business = await liveBusiness('Signature Scallops');
    const subscription = await subscribe(business);
    subscription.status = 'past_due';
    const event = invoiceEvent('invoice.payment_failed', subscription);
    const forged = { ...event, payload: event.payload.replace('invoice.payment_failed', 'invoice.paid') };
    expect((await deliver(forged)).statusCode).toBe(400);
    expect((await deliver(event, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect((await deliver(event, null)).statusCode).toBe(400);
    expect((await rowOf(business.id))!.status).toBe('trialing');
    const stored = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored).toHaveLength(0);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await rowOf(business.id))!.status).toBe('past_due');
  });

  it('processes an event once, however often Stripe delivers it', async () => {
    const business = await liveBusiness('Duplicate Dumplings');
    const subscription = await subscribe(business);
    subscription.status = 'past_due';
    const event = invoiceEvent('invoice.payment_failed', subscription);
    expect((await deliver(event)).json().outcome).toBe('processed');
    const firstUnpaid = (await rowOf(business.id))!.unpaid_since;
    expect(firstUnpaid).not.toBeNull();
    t.app.billing.now = () => new Date(Date.now() + 3 * DAY_MS);
    expect((await deliver(event)).json().outcome).toBe('duplicate');
    expect((await rowOf(business.id))!.unpaid_since).toEqual(firstUnpaid);
  });

  it('answers 503 while Stripe cannot be reached, keeps nothing, and does the work on the retry', async () => {
    const business = await liveBusiness('Retry Webhook Wharf');
    const subscription = await subscribe(business);
    subscription.status = 'past_due';
    const event = invoiceEvent('invoice.payment_failed', subscription);
    fake.down = true;
    expect((await deliver(event)).statusCode).toBe(503);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(
      0,
    );
    fake.down = false;
    expect((await deliver(event)).json().outcome).toBe('processed');
    expect((await rowOf(business.id))!.status).toBe('past_due');
  });

  it.runIf(onPostgres)('processes a burst of the same event at once exactly once', async () => {
    const business = await liveBusiness('Burst Bisque');
    const subscription = await subscribe(business);
    subscription.status = 'past_due';
    const event = invoiceEvent('invoice.payment_failed', subscription);
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(event)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    const outcomes = answers.map((res) => res.json().outcome);
    expect(outcomes.filter((outcome) => outcome === 'processed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(7);
  });

  it("follows Stripe's current state when events arrive out of order", async () => {
    const business = await liveBusiness('Order Oyster Co');
    const subscription = await subscribe(business);
    // The payment failed, then the owner paid: Stripe sends both, the paid one arrives first.
    subscription.status = 'active';
    const paid = invoiceEvent('invoice.paid', subscription);
    const failed = fake.signedEvent('customer.subscription.updated', { ...subscription, status: 'past_due' });
    await deliver(paid);
    await deliver(failed);
    expect((await rowOf(business.id))!).toMatchObject({ status: 'active', unpaid_since: null });
  });

  it('refuses a body past 256 KB (413) and one with a NUL character (400)', async () => {
    const huge = fake.signedEvent('invoice.paid', {
      object: 'invoice',
      customer: 'cus_x',
      memo: 'x'.repeat(300_000),
    });
    expect((await deliver(huge)).statusCode).toBe(413);
    const event = fake.signedEvent('invoice.paid', { object: 'invoice', customer: 'cus_x' });
    expect((await deliver({ ...event, payload: `${event.payload}\u0000` })).statusCode).toBe(400);
  });

  it('records events about customers it does not know and answers 200', async () => {
    const event = fake.signedEvent('invoice.paid', { object: 'invoice', customer: 'cus_someone_else' });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
  });
});

describe('when a business does not pay', () => {
  it('closes the staff list after the grace period, pauses cards later, and paying restores everything', async () => {
    const business = await liveBusiness('Grace Grill');
    const memberPhone = freshPhone();
    expect((await addPerson(business.id, business.owner, memberPhone)).statusCode).toBe(201);
    const memberUser = await createTestUser(t.database.db, { phone: memberPhone });
    const member = { id: memberUser.id, auth: await authHeadersFor(t.app, memberUser) };
    const subscription = await subscribe(business);

    const failedAt = Date.now();
    await stripeSays(subscription.id, 'past_due', 'invoice.payment_failed');
    const view = await billingOf(business.id, business.owner);
    expect(view.status).toBe('past_due');
    expect(new Date(view.staff_list_closes_at).getTime() - new Date(view.unpaid_since).getTime()).toBe(
      BILLING_GRACE_DAYS * DAY_MS,
    );

    // Inside the grace period nothing changes.
    t.app.billing.now = () => new Date(failedAt + (BILLING_GRACE_DAYS - 1) * DAY_MS);
    expect((await addPerson(business.id, business.owner)).statusCode).toBe(201);

    // Past it the list takes nobody new, says why, and the owner is texted once.
    t.app.billing.now = () => new Date(failedAt + (BILLING_GRACE_DAYS + 1) * DAY_MS);
    const refused = await addPerson(business.id, business.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(BILLING_MESSAGES.staffListClosed('Grace Grill'));
    const importRefused = await call('POST', `/businesses/${business.id}/roster/import`, business.owner, {
      rows: [{ name: 'Nobody New', phone: freshPhone() }],
    });
    expect(importRefused.statusCode).toBe(409);
    // The preview says so before the tap, rather than offering an 'Add' that would save nothing.
    const previewRefused = await call('POST', `/businesses/${business.id}/roster/preview`, business.owner, {
      rows: [{ name: 'Nobody New', phone: freshPhone() }],
    });
    expect(previewRefused.statusCode).toBe(409);
    expect(previewRefused.json().error.message).toBe(BILLING_MESSAGES.staffListClosed('Grace Grill'));
    await t.app.billing.noticeClosedLists();
    const texts = await t.database.db
      .select()
      .from(textMessages)
      .where(
        and(eq(textMessages.user_id, business.owner.id), eq(textMessages.category, BILLING_TEXT_CATEGORY)),
      );
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('Grace Grill');
    // Members' cards still work.
    const token = await liveCardToken(t.app, member.auth);
    expect((await call('POST', '/card-verifications', undefined, { token })).json().data.verdict).toBe(
      'valid',
    );

    // After the further period the card pauses, and /verify says why.
    t.app.billing.now = () =>
      new Date(failedAt + (BILLING_GRACE_DAYS + BILLING_CARD_GRACE_DAYS + 1) * DAY_MS);
    const card = (await call('GET', '/user/member-card', member)).json().data;
    expect(card).toMatchObject({ status: 'pending', card: null, paused_by: ['Grace Grill'] });
    const paused = (await call('POST', '/card-verifications', undefined, { token })).json().data;
    expect(paused).toMatchObject({
      valid: false,
      verdict: 'paused',
      message: 'Membership paused: ask your employer',
    });

    // Paying restores everything at once; nothing was deleted.
    await stripeSays(subscription.id, 'active', 'invoice.paid');
    expect((await call('GET', '/user/member-card', member)).json().data).toMatchObject({
      status: 'verified',
      paused_by: [],
    });
    expect(
      (
        await call('POST', '/card-verifications', undefined, {
          token: await liveCardToken(t.app, member.auth),
        })
      ).json().data.verdict,
    ).toBe('valid');
    expect((await addPerson(business.id, business.owner)).statusCode).toBe(201);
    expect((await billingOf(business.id, business.owner)).people).toBe(3);
  });

  it('counts a trial that ended without a payment method as unpaid from its end', async () => {
    const business = await liveBusiness('No Card Noodles');
    const { trial_ends_at } = (await rowOf(business.id))!;
    t.app.billing.now = () => new Date(trial_ends_at.getTime() + DAY_MS);
    expect((await billingOf(business.id, business.owner)).status).toBe('unpaid');
    expect((await addPerson(business.id, business.owner)).statusCode).toBe(201);
    t.app.billing.now = () => new Date(trial_ends_at.getTime() + (BILLING_GRACE_DAYS + 1) * DAY_MS);
    // The hourly sweep tells the owner before anyone tries to add someone; a refused add does not
    // tell them again.
    await t.app.billing.noticeClosedLists();
    const billingTexts = () =>
      t.database.db
        .select()
        .from(textMessages)
        .where(
          and(eq(textMessages.user_id, business.owner.id), eq(textMessages.category, BILLING_TEXT_CATEGORY)),
        );
    expect(await billingTexts()).toHaveLength(1);
    expect((await addPerson(business.id, business.owner)).statusCode).toBe(409);
    expect(await billingTexts()).toHaveLength(1);
  });
});

describe('while the database refuses connections', () => {
  let down: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openUnreachableDatabase();
    // The real app, configured as the tests' apps are, over the database that refuses connections.
    down = (await createTestApp(fakeStripeEnv(fake), { database })).app;
  });
  afterAll(async () => {
    await down.close();
    await database.close();
  });

  it("answers Stripe's webhook 503, so Stripe delivers it again later", async () => {
    const event = fake.signedEvent('invoice.paid', { object: 'invoice', customer: 'cus_any' });
    const res = await down.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(res.statusCode).toBe(503);
  });
});

describe('with billing off (no Stripe keys)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({}, { database: t.database });
  });
  afterAll(() => off.close());

  it('says so, limits nothing and takes no webhooks', async () => {
    const business = await liveBusiness('Free Forever Fish');
    const offCall = apiCaller(() => off.app);
    const view = (await offCall('GET', `/businesses/${business.id}/billing`, business.owner)).json().data;
    expect(view).toMatchObject({ enabled: false, status: null, can_manage: false });
    expect(
      (await offCall('POST', `/businesses/${business.id}/billing/checkout`, business.owner)).statusCode,
    ).toBe(409);
    // Long after the trial, the staff list still takes people.
    off.app.billing.now = () => new Date(Date.now() + 400 * DAY_MS);
    const res = await offCall('POST', `/businesses/${business.id}/roster`, business.owner, {
      name: 'Still Welcome',
      phone: freshPhone(),
    });
    expect(res.statusCode).toBe(201);
    const webhook = await off.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 'x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('two Checkouts paid for one business (two tabs, a double tap)', () => {
  /** A live business whose trial is over, so each Checkout is paid at once, with two Checkouts open. */
  async function twoPaidCheckouts(name: string) {
    const business = await liveBusiness(name);
    await t.database.db
      .update(businessBilling)
      .set({ trial_ends_at: new Date(Date.now() - DAY_MS) })
      .where(eq(businessBilling.business_id, business.id));
    const opened = await Promise.all(
      [1, 2].map(() => call('POST', `/businesses/${business.id}/billing/checkout`, business.owner)),
    );
    const sessionIds = opened.map((res) => {
      expect(res.statusCode).toBe(200);
      return new URL(res.json().data.url).pathname.split('/').pop()!;
    });
    const subscriptions = [];
    for (const sessionId of sessionIds) subscriptions.push(await fake.completeCheckout(sessionId));
    const events = sessionIds.map((sessionId) =>
      fake.signedEvent('checkout.session.completed', fake.sessions.get(sessionId)!),
    );
    return { business, subscriptions, events };
  }

  /** The one kept, the one cancelled and refunded, whatever the order; answers them. */
  async function expectOneKept(
    businessId: string,
    subscriptions: { id: string; customer: string; latest_invoice: string | null }[],
  ) {
    const live = subscriptions.filter((sub) => fake.subscriptions.get(sub.id)!.status === 'active');
    const cancelled = subscriptions.filter((sub) => fake.subscriptions.get(sub.id)!.status === 'canceled');
    expect(live).toHaveLength(1);
    expect(cancelled).toHaveLength(1);
    expect((await rowOf(businessId))!.stripe_subscription_id).toBe(live[0]!.id);
    const paid = fake.invoices.get(cancelled[0]!.latest_invoice!)!;
    const refunds = fake.refunds.filter(
      (refund) => refund.payment_intent === paid.payments.data[0]!.payment.payment_intent,
    );
    expect(refunds).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, businessId));
    expect(audits.filter((row) => row.action === 'billing.second_subscription_cancelled')).toMatchObject([
      {
        actor_label: 'System (Stripe webhook)',
        changes: {
          stripe_subscription_id: { from: cancelled[0]!.id, to: live[0]!.id },
          refunded_cents: { from: 0, to: paid.amount_paid },
        },
      },
    ]);
    return { live: live[0]!, cancelled: cancelled[0]! };
  }

  it('keeps one subscription when both webhooks arrive at once, and cancels and refunds the other', async () => {
    const { business, subscriptions, events } = await twoPaidCheckouts('Twin Tab Taproom');
    const answers = await Promise.all(events.map((event) => deliver(event)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().outcome).sort()).toEqual(['cancelled_second', 'processed']);
    const { cancelled } = await expectOneKept(business.id, subscriptions);

    // Stripe redelivers, and tells of the cancelled one later: nothing more is cancelled or refunded.
    for (const event of events) expect((await deliver(event)).json().outcome).toBe('duplicate');
    expect((await deliver(invoiceEvent('customer.subscription.deleted', cancelled))).json().outcome).toBe(
      'ignored',
    );
    await expectOneKept(business.id, subscriptions);
  });

  it('keeps the first to arrive when the second Checkout is announced later', async () => {
    const { business, subscriptions, events } = await twoPaidCheckouts('Double Tap Diner');
    expect((await deliver(events[1]!)).json().outcome).toBe('processed');
    expect((await deliver(events[0]!)).json().outcome).toBe('cancelled_second');
    const { live } = await expectOneKept(business.id, subscriptions);
    expect(live.id).toBe(subscriptions[1]!.id);
  });
});
