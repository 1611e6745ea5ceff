import {
  BILLING_CARD_GRACE_DAYS,
  BILLING_GRACE_DAYS,
  BILLING_MESSAGES,
  BILLING_PRICE_PER_PERSON_CENTS,
  BILLING_STATUSES,
  BILLING_TEXT_CATEGORY,
  type BillingStatus,
  billingStaffListClosedSms,
  type TAdminBilling,
  type TBilling,
} from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import { countRoster } from '../membership/index.ts';
import type { TextOutbox } from '../notifications/index.ts';
import {
  applySubscription,
  type BillingRow,
  businessSummary,
  claimClosedNotice,
  closedWithoutNotice,
  findBilling,
  isOwner,
  listAllBilling,
  lockBillingOfCustomer,
  ownerIds,
  recordStripeEvent,
  startTrial,
  storeCustomer,
  storeQuantity,
} from './billing.repository.ts';
import { callStripe } from './stripe-client.ts';

const DAY_MS = 86_400_000;
const QUANTITY_JOB = 'billing-quantity';
const SWEEP_JOB = 'billing-sweep';
/** Stripe asks that a trial kept through Checkout end at least 48 hours ahead. */
const CHECKOUT_MIN_TRIAL_MS = 48 * 3_600_000;
/** The admin's "trials ending soon". */
const TRIALS_ENDING_DAYS = 14;
/** Passes of the quantity job: a change that lands while it talks to Stripe is caught by the next. */
const QUANTITY_PASSES = 3;

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** Stripe's subscription statuses in the app's words (decision 067). */
function statusFrom(stripe: Stripe.Subscription.Status): BillingStatus {
  if (stripe === 'incomplete') return 'past_due';
  if (stripe === 'incomplete_expired') return 'canceled';
  const known = BILLING_STATUSES.find((status) => status === stripe);
  // 'paused' (a trial that ended without a payment method) and anything newer: not paid.
  return known ?? 'unpaid';
}

/** The status the owner reads: a trial that ended with no subscription is unpaid. */
function effectiveStatus(
  row: Pick<BillingRow, 'status' | 'stripe_subscription_id' | 'trial_ends_at'>,
  now: Date,
) {
  if (row.stripe_subscription_id) return row.status;
  return now >= row.trial_ends_at ? 'unpaid' : 'trialing';
}

interface BillingDeps {
  db: Db;
  stripe: Stripe | null;
  config: Pick<AppConfig, 'STRIPE_PRICE_ID' | 'STRIPE_WEBHOOK_SECRET'>;
  jobs: JobQueue;
  texts: TextOutbox;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/**
 * Billing (decision 067): the trial, Stripe Checkout and the portal, the subscription's quantity
 * following the staff list, Stripe's webhooks, and the rules for a business that does not pay.
 * With no Stripe keys it is off: nothing is charged and nothing is limited.
 */
export class BillingService {
  /** The clock every billing rule reads; tests set it. */
  now: () => Date = () => new Date();
  private declared: Promise<void> = Promise.resolve();

  constructor(private readonly deps: BillingDeps) {}

  get enabled(): boolean {
    return this.deps.stripe !== null;
  }

  /** Registers the quantity job and the hourly sweep that tells owners their list closed. */
  registerJobs(): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    this.declared = Promise.all([
      this.deps.jobs.register<{ businessId: string }>(
        QUANTITY_JOB,
        (data) => this.syncQuantity(data.businessId),
        {
          // Stripe down: spaced retries; the next staff list change asks again anyway.
          retryLimit: 5,
          retryDelaySeconds: 60,
          expireInSeconds: 120,
          dedupe: true,
        },
      ),
      this.deps.jobs
        .register(SWEEP_JOB, () => this.noticeClosedLists())
        .then(() => this.deps.jobs.schedule(SWEEP_JOB, '17 * * * *', { timeZone: 'UTC' })),
    ]).then(() => undefined);
    return this.declared;
  }

  private stripe(): Stripe {
    if (!this.deps.stripe) throw new AppError('CONFLICT', BILLING_MESSAGES.off);
    return this.deps.stripe;
  }

  // ---- Rules read by the staff list and the card --------------------------------------------

  /** Staff lists of businesses unpaid since at or before this are closed; null when billing is off. */
  staffListCutoff(): Date | null {
    return this.enabled ? addDays(this.now(), -BILLING_GRACE_DAYS) : null;
  }

  /** Cards of businesses unpaid since at or before this are paused; null when billing is off. */
  cardsPausedCutoff(): Date | null {
    return this.enabled ? addDays(this.now(), -(BILLING_GRACE_DAYS + BILLING_CARD_GRACE_DAYS)) : null;
  }

  /**
   * Refuses new people on a staff list whose business has been unpaid past the grace period, and
   * tells its owners (once per unpaid spell). Nothing changes for people already on it.
   */
  async assertStaffListOpen(businessId: string): Promise<void> {
    const cutoff = this.staffListCutoff();
    if (!cutoff) return;
    const row = await findBilling(this.deps.db, businessId);
    if (!row?.unpaid_since || row.unpaid_since > cutoff) return;
    await this.noticeClosedList(businessId).catch((error) =>
      this.deps.log.error({ err: error, businessId }, 'closed staff list notice not queued'),
    );
    const business = await businessSummary(this.deps.db, businessId);
    throw new AppError('CONFLICT', BILLING_MESSAGES.staffListClosed(business?.name ?? 'This business'), {
      details: { reason: 'billing_unpaid' },
    });
  }

  private async noticeClosedList(businessId: string): Promise<void> {
    const { db, texts } = this.deps;
    const row = await findBilling(db, businessId);
    if (!row?.unpaid_since) return;
    const business = await businessSummary(db, businessId);
    if (!business || !(await claimClosedNotice(db, businessId, this.now()))) return;
    const spell = row.unpaid_since.toISOString();
    for (const owner of await ownerIds(db, businessId)) {
      await texts.queueText({
        to: { userId: owner },
        body: (t) => billingStaffListClosedSms(business.name, t),
        category: BILLING_TEXT_CATEGORY,
        dedupeKey: `billing-list-closed:${businessId}:${spell}:${owner}`,
        perDayLimit: 1,
      });
    }
  }

  /** The hourly sweep: owners of lists that closed since the last one are told. */
  async noticeClosedLists(): Promise<void> {
    const cutoff = this.staffListCutoff();
    if (!cutoff) return;
    for (const businessId of await closedWithoutNotice(this.deps.db, cutoff)) {
      await this.noticeClosedList(businessId);
    }
  }

  // ---- The quantity -------------------------------------------------------------------------

  /**
   * After a staff list change: a job (one waiting per business, however many changes) sets the
   * subscription's quantity. Never throws: the list's change is saved whatever happens here.
   */
  async staffListChanged(businessId: string): Promise<void> {
    if (!this.enabled) return;
    try {
      await this.declared;
      await this.deps.jobs.send(QUANTITY_JOB, { businessId }, { dedupeKey: businessId });
    } catch (error) {
      this.deps.log.warn({ err: error, businessId }, 'Could not queue the subscription quantity update');
    }
  }

  /** The job: the subscription's quantity made equal to the staff list's size, prorated. */
  async syncQuantity(businessId: string): Promise<void> {
    const { db } = this.deps;
    const stripe = this.stripe();
    for (let pass = 0; pass < QUANTITY_PASSES; pass += 1) {
      const row = await findBilling(db, businessId);
      if (!row?.stripe_subscription_id || row.status === 'canceled') return;
      const people = await countRoster(db, businessId);
      if (people === row.quantity) return;
      const subscription = await stripe.subscriptions.retrieve(row.stripe_subscription_id);
      const item = subscription.items.data[0];
      if (!item) return;
      const updated = await stripe.subscriptions.update(row.stripe_subscription_id, {
        items: [{ id: item.id, quantity: people }],
        proration_behavior: 'create_prorations',
      });
      await storeQuantity(db, businessId, updated.items.data[0]?.quantity ?? people);
    }
  }

  // ---- The owner's page ---------------------------------------------------------------------

  /**
   * The business's billing row; an approved business without one (approved before billing existed,
   * or the demo seed's) starts its trial now.
   */
  private async billingRow(businessId: string): Promise<BillingRow | null> {
    const { db } = this.deps;
    const row = await findBilling(db, businessId);
    if (row) return row;
    const business = await businessSummary(db, businessId);
    if (!business?.live) return null;
    await startTrial(db, businessId, this.now());
    return findBilling(db, businessId);
  }

  async view(businessId: string, userId: string): Promise<TBilling> {
    const { db } = this.deps;
    const business = await businessSummary(db, businessId);
    if (!business) throw new AppError('NOT_FOUND', 'Business not found');
    const people = await countRoster(db, businessId);
    const canManage = await isOwner(db, userId, businessId);
    const base = {
      enabled: this.enabled,
      business_id: businessId,
      business_name: business.name,
      can_manage: canManage && this.enabled,
      people,
      price_per_person_cents: BILLING_PRICE_PER_PERSON_CENTS,
    };
    const none = {
      status: null,
      trial_ends_at: null,
      trial_days_left: null,
      has_subscription: false,
      next_invoice: null,
      unpaid_since: null,
      staff_list_closes_at: null,
      cards_pause_at: null,
      staff_list_closed: false,
      cards_paused: false,
    };
    if (!this.enabled) return { ...base, ...none };
    const row = await this.billingRow(businessId);
    if (!row) return { ...base, ...none, can_manage: false };
    const now = this.now();
    const status = effectiveStatus(row, now);
    const unpaidSince = row.unpaid_since;
    const closesAt = unpaidSince ? addDays(unpaidSince, BILLING_GRACE_DAYS) : null;
    const pausesAt = unpaidSince ? addDays(unpaidSince, BILLING_GRACE_DAYS + BILLING_CARD_GRACE_DAYS) : null;
    return {
      ...base,
      status,
      trial_ends_at: row.trial_ends_at.toISOString(),
      trial_days_left:
        status === 'trialing'
          ? Math.max(0, Math.ceil((row.trial_ends_at.getTime() - now.getTime()) / DAY_MS))
          : null,
      has_subscription: row.stripe_subscription_id !== null && row.status !== 'canceled',
      next_invoice: await this.nextInvoice(row, people),
      unpaid_since: unpaidSince?.toISOString() ?? null,
      staff_list_closes_at: closesAt?.toISOString() ?? null,
      cards_pause_at: pausesAt?.toISOString() ?? null,
      staff_list_closed: closesAt !== null && closesAt <= now,
      cards_paused: pausesAt !== null && pausesAt <= now,
    };
  }

  /** Stripe's preview of the next invoice; people x price when there is none or Stripe cannot say. */
  private async nextInvoice(row: BillingRow, people: number): Promise<TBilling['next_invoice']> {
    const estimate = {
      amount_cents: people * BILLING_PRICE_PER_PERSON_CENTS,
      currency: 'usd',
      at: row.stripe_subscription_id ? null : row.trial_ends_at.toISOString(),
      from_stripe: false,
    };
    if (!row.stripe_subscription_id || !row.stripe_customer_id) return estimate;
    if (row.status === 'canceled') return null;
    try {
      const preview = await this.stripe().invoices.createPreview({
        customer: row.stripe_customer_id,
        subscription: row.stripe_subscription_id,
      });
      const at = preview.next_payment_attempt ?? preview.period_end;
      return {
        amount_cents: preview.amount_due,
        currency: preview.currency,
        at: at ? new Date(at * 1000).toISOString() : null,
        from_stripe: true,
      };
    } catch (error) {
      this.deps.log.warn(
        { err: error, businessId: row.business_id },
        'Stripe could not preview the next invoice',
      );
      return estimate;
    }
  }

  private async ownerRow(businessId: string, userId: string): Promise<BillingRow> {
    this.stripe();
    if (!(await isOwner(this.deps.db, userId, businessId)))
      throw new AppError('FORBIDDEN', BILLING_MESSAGES.ownerOnly);
    const row = await this.billingRow(businessId);
    if (!row) throw new AppError('CONFLICT', BILLING_MESSAGES.notStarted);
    return row;
  }

  /** `origin`: the site's public origin (PUBLIC_URL, else the request's). */
  private returnUrl(origin: string, businessId: string, extra = '') {
    return `${origin}/billing?business=${businessId}${extra}`;
  }

  /** Stripe Checkout for the owner to add a payment method; the trial's end is kept. */
  async checkout(businessId: string, userId: string, origin: string): Promise<{ url: string }> {
    const { db, config } = this.deps;
    const stripe = this.stripe();
    const row = await this.ownerRow(businessId, userId);
    if (row.stripe_subscription_id && row.status !== 'canceled') {
      throw new AppError(
        'CONFLICT',
        'This business already has a payment method: manage it in the billing portal',
      );
    }
    const customer = await this.customerOf(row);
    const people = await countRoster(db, businessId);
    const trialEnd = row.trial_ends_at.getTime() > this.now().getTime() + CHECKOUT_MIN_TRIAL_MS;
    const session = await callStripe(() =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: businessId,
        // Checkout needs at least one; the quantity job sets the real count once it is subscribed.
        line_items: [{ price: config.STRIPE_PRICE_ID!, quantity: Math.max(1, people) }],
        subscription_data: {
          metadata: { business_id: businessId },
          ...(trialEnd ? { trial_end: Math.floor(row.trial_ends_at.getTime() / 1000) } : {}),
        },
        success_url: this.returnUrl(origin, businessId, '&checkout=done'),
        cancel_url: this.returnUrl(origin, businessId),
      }),
    );
    if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.stripeUnavailable);
    return { url: session.url };
  }

  /** Stripe's customer portal: card, invoices, cancelling. */
  async portal(businessId: string, userId: string, origin: string): Promise<{ url: string }> {
    const stripe = this.stripe();
    const row = await this.ownerRow(businessId, userId);
    if (!row.stripe_customer_id) throw new AppError('CONFLICT', BILLING_MESSAGES.noCustomer);
    const customer = row.stripe_customer_id;
    const session = await callStripe(() =>
      stripe.billingPortal.sessions.create({ customer, return_url: this.returnUrl(origin, businessId) }),
    );
    return { url: session.url };
  }

  /** The business's Stripe customer, made once: the idempotency key makes two clicks at once one customer. */
  private async customerOf(row: BillingRow): Promise<string> {
    if (row.stripe_customer_id) return row.stripe_customer_id;
    const business = await businessSummary(this.deps.db, row.business_id);
    const created = await callStripe(() =>
      this.stripe().customers.create(
        { name: business?.name ?? undefined, metadata: { business_id: row.business_id } },
        { idempotencyKey: `customer-for-business-${row.business_id}` },
      ),
    );
    return storeCustomer(this.deps.db, row.business_id, created.id);
  }

  // ---- Stripe's webhooks --------------------------------------------------------------------

  /** The event, if its signature is Stripe's (else a 400). */
  verifyEvent(payload: Buffer, signature: string | undefined): Stripe.Event {
    const stripe = this.deps.stripe;
    if (!stripe) throw new AppError('NOT_FOUND', BILLING_MESSAGES.off);
    if (!signature) throw new AppError('VALIDATION_ERROR', 'Missing Stripe-Signature header');
    try {
      return stripe.webhooks.constructEvent(payload, signature, this.deps.config.STRIPE_WEBHOOK_SECRET!);
    } catch {
      throw new AppError('VALIDATION_ERROR', 'The Stripe signature does not match this payload');
    }
  }

  /**
   * One event, once: its id is recorded in the same transaction as the change it makes, under the
   * business's row lock, so a redelivery (or the same event twice at once) changes nothing. What
   * changes is read from Stripe now, not from the event, so events arriving out of order cannot
   * leave an old state behind. Stripe failing makes the whole thing roll back, and Stripe retries.
   */
  async handleEvent(event: Stripe.Event): Promise<'processed' | 'duplicate' | 'ignored'> {
    const stripe = this.stripe();
    const object = event.data.object as unknown as {
      id?: string;
      object?: string;
      customer?: string | { id: string } | null;
      subscription?: string | { id: string } | null;
    };
    const customerId = typeof object.customer === 'string' ? object.customer : (object.customer?.id ?? null);
    const named =
      object.object === 'subscription'
        ? (object.id ?? null)
        : typeof object.subscription === 'string'
          ? object.subscription
          : (object.subscription?.id ?? null);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const row = customerId ? await lockBillingOfCustomer(tx, customerId) : null;
      if (!(await recordStripeEvent(tx, event.id, event.type))) return 'duplicate' as const;
      if (!row) return 'ignored' as const;
      const subscriptionId = named ?? row.stripe_subscription_id;
      if (!subscriptionId) return 'ignored' as const;
      // Stripe failing answers 503: the transaction (and the event id) rolls back and Stripe retries.
      const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
      const status = statusFrom(subscription.status);
      // A late event about an ended subscription does not replace the one the business has now.
      if (
        row.stripe_subscription_id &&
        row.stripe_subscription_id !== subscription.id &&
        status === 'canceled'
      )
        return 'ignored' as const;
      await applySubscription(
        tx,
        row.business_id,
        { subscriptionId: subscription.id, status, quantity: subscription.items.data[0]?.quantity ?? 0 },
        this.now(),
      );
      return { businessId: row.business_id };
    });
    if (typeof outcome === 'string') return outcome;
    // Stripe's quantity may lag the list (a change made while the job could not reach Stripe).
    await this.staffListChanged(outcome.businessId);
    return 'processed';
  }

  // ---- The admin's panel --------------------------------------------------------------------

  async adminOverview(): Promise<TAdminBilling> {
    const now = this.now();
    const rows = (await listAllBilling(this.deps.db)).map((row) => ({
      business_id: row.business_id,
      business_name: row.business_name,
      status: effectiveStatus(
        {
          status: row.status,
          stripe_subscription_id: row.has_subscription ? 'yes' : null,
          trial_ends_at: row.trial_ends_at,
        },
        now,
      ),
      trial_ends_at: row.trial_ends_at.toISOString(),
      quantity: row.quantity,
      unpaid_since: row.unpaid_since?.toISOString() ?? null,
      paying: row.has_subscription && (row.status === 'active' || row.status === 'past_due'),
    }));
    const soon = addDays(now, TRIALS_ENDING_DAYS);
    const counts = Object.fromEntries(BILLING_STATUSES.map((status) => [status, 0])) as Record<
      BillingStatus,
      number
    >;
    for (const row of rows) counts[row.status] += 1;
    const strip = ({ paying: _paying, ...row }: (typeof rows)[number]) => row;
    return {
      enabled: this.enabled,
      mrr_cents: rows.reduce(
        (sum, row) => sum + (row.paying ? row.quantity * BILLING_PRICE_PER_PERSON_CENTS : 0),
        0,
      ),
      counts,
      trials_ending: rows
        .filter((row) => {
          const ends = new Date(row.trial_ends_at);
          return row.status === 'trialing' && ends >= now && ends <= soon;
        })
        .sort((a, b) => a.trial_ends_at.localeCompare(b.trial_ends_at))
        .map(strip),
      businesses: rows.map(strip),
    };
  }
}
