import { BILLING_TRIAL_DAYS, type BillingStatus } from '@perks/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessBilling, businesses, businessMembers, stripeEvents } from '../../db/schema/index.ts';

export type BillingRow = typeof businessBilling.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * Starts a business's trial, once: BILLING_TRIAL_DAYS from `now`. Until a payment method is added
 * the business counts as unpaid from the trial's end. A second call (a re-approval) changes nothing.
 */
export async function startTrial(db: Executor, businessId: string, now: Date): Promise<void> {
  const trialEnds = new Date(now.getTime() + BILLING_TRIAL_DAYS * DAY_MS);
  await db
    .insert(businessBilling)
    .values({ business_id: businessId, trial_ends_at: trialEnds, unpaid_since: trialEnds })
    .onConflictDoNothing();
}

export async function findBilling(db: Executor, businessId: string): Promise<BillingRow | null> {
  const [row] = await db.select().from(businessBilling).where(eq(businessBilling.business_id, businessId));
  return row ?? null;
}

/** The billing row of a Stripe customer, locked until the transaction ends. */
export async function lockBillingOfCustomer(db: Executor, customerId: string): Promise<BillingRow | null> {
  const [row] = await db
    .select()
    .from(businessBilling)
    .where(eq(businessBilling.stripe_customer_id, customerId))
    .for('update');
  return row ?? null;
}

/** Records a Stripe event as processed; false when it already was (a redelivery). */
export async function recordStripeEvent(db: Executor, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** Stores the customer made for a business, unless one is stored already; answers the stored one. */
export async function storeCustomer(db: Executor, businessId: string, customerId: string): Promise<string> {
  await db
    .update(businessBilling)
    .set({ stripe_customer_id: customerId })
    .where(
      and(eq(businessBilling.business_id, businessId), sql`${businessBilling.stripe_customer_id} is null`),
    );
  const row = await findBilling(db, businessId);
  return row?.stripe_customer_id ?? customerId;
}

interface SubscriptionState {
  subscriptionId: string;
  status: BillingStatus;
  quantity: number;
}

const PAID: readonly BillingStatus[] = ['trialing', 'active'];

/**
 * Takes the subscription's state as Stripe has it now. Paid (trialing or active) clears the unpaid
 * mark and the notice; otherwise the business has been unpaid since the first time it was seen so
 * (a payment that failed: now; a subscription cancelled during the trial: the trial's end).
 */
export async function applySubscription(
  db: Executor,
  businessId: string,
  state: SubscriptionState,
  now: Date,
) {
  const paid = PAID.includes(state.status);
  await db
    .update(businessBilling)
    .set({
      stripe_subscription_id: state.subscriptionId,
      status: state.status,
      quantity: state.quantity,
      unpaid_since: paid
        ? null
        : state.status === 'canceled'
          ? sql`coalesce(${businessBilling.unpaid_since}, greatest(${now.toISOString()}::timestamptz, ${businessBilling.trial_ends_at}))`
          : sql`coalesce(${businessBilling.unpaid_since}, ${now.toISOString()}::timestamptz)`,
      ...(paid ? { closed_notice_at: null } : {}),
    })
    .where(eq(businessBilling.business_id, businessId));
}

export async function storeQuantity(db: Executor, businessId: string, quantity: number) {
  await db.update(businessBilling).set({ quantity }).where(eq(businessBilling.business_id, businessId));
}

export async function businessSummary(db: Executor, businessId: string) {
  const [row] = await db
    .select({ name: businesses.name, is_active: businesses.is_active, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ? { name: row.name, live: row.is_active && row.status === 'active' } : null;
}

export async function isOwner(db: Executor, userId: string, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(businessMembers)
    .where(
      and(
        eq(businessMembers.business_id, businessId),
        eq(businessMembers.user_id, userId),
        eq(businessMembers.role, 'owner'),
      ),
    );
  return Boolean(row);
}

export async function ownerIds(db: Executor, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ user_id: businessMembers.user_id })
    .from(businessMembers)
    .where(and(eq(businessMembers.business_id, businessId), eq(businessMembers.role, 'owner')));
  return rows.map((row) => row.user_id);
}

/** Marks the closed-list notice as sent for this unpaid spell; false when it already was. */
export async function claimClosedNotice(db: Executor, businessId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(businessBilling)
    .set({ closed_notice_at: now })
    .where(and(eq(businessBilling.business_id, businessId), sql`${businessBilling.closed_notice_at} is null`))
    .returning({ id: businessBilling.business_id });
  return claimed.length > 0;
}

/** Businesses unpaid since at or before `cutoff` whose owners have not been told the list closed. */
export async function closedWithoutNotice(db: Executor, cutoff: Date): Promise<string[]> {
  const rows = await db
    .select({ id: businessBilling.business_id })
    .from(businessBilling)
    .where(
      and(
        sql`${businessBilling.unpaid_since} <= ${cutoff.toISOString()}::timestamptz`,
        sql`${businessBilling.closed_notice_at} is null`,
      ),
    )
    .limit(500);
  return rows.map((row) => row.id);
}

/** Every business's billing for the admin's panel, by name. */
export async function listAllBilling(db: Executor) {
  return db
    .select({
      business_id: businessBilling.business_id,
      business_name: businesses.name,
      status: businessBilling.status,
      has_subscription: sql<boolean>`${businessBilling.stripe_subscription_id} is not null`,
      trial_ends_at: businessBilling.trial_ends_at,
      quantity: businessBilling.quantity,
      unpaid_since: businessBilling.unpaid_since,
    })
    .from(businessBilling)
    .innerJoin(businesses, eq(businesses.id, businessBilling.business_id))
    .orderBy(asc(sql`lower(${businesses.name})`), asc(businesses.id))
    .limit(2000);
}
