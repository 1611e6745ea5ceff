import { BILLING_MESSAGES, BILLING_STATUSES, type BillingStatus } from '@perks/contract';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.ts';
import { applySubscription, lockBillingOfCustomer, recordStripeEvent } from './billing.repository.ts';
import { type BillingContext, requireStripe } from './billing-context.ts';
import { cancelSecondSubscription } from './second-subscription.ts';
import { callStripe } from './stripe-client.ts';

/** Stripe's subscription statuses in the app's words (decision 067). */
function statusFrom(stripe: Stripe.Subscription.Status): BillingStatus {
  if (stripe === 'incomplete') return 'past_due';
  if (stripe === 'incomplete_expired') return 'canceled';
  const known = BILLING_STATUSES.find((status) => status === stripe);
  // 'paused' (a trial that ended without a payment method) and anything newer: not paid.
  return known ?? 'unpaid';
}

/** The event, if its signature is Stripe's (else a 400). */
export function verifyEvent(
  context: BillingContext,
  payload: Buffer,
  signature: string | undefined,
): Stripe.Event {
  const { stripe, config } = context.deps;
  if (!stripe) throw new AppError('NOT_FOUND', BILLING_MESSAGES.off);
  if (!signature) throw new AppError('VALIDATION_ERROR', 'Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(payload, signature, config.STRIPE_WEBHOOK_SECRET!);
  } catch {
    throw new AppError('VALIDATION_ERROR', 'The Stripe signature does not match this payload');
  }
}

/** What a webhook event came to when it changed no subscription the business keeps. */
export type UnchangedOutcome = 'duplicate' | 'ignored' | 'cancelled_second';

/**
 * One event, once: its id is recorded in the same transaction as the change it makes, under the
 * business's row lock, so a redelivery (or the same event twice at once) changes nothing. What
 * changes is read from Stripe now, not from the event, so events arriving out of order cannot
 * leave an old state behind. Stripe failing makes the whole thing roll back, and Stripe retries.
 * Answers the business whose subscription changed, or why nothing did.
 */
export async function applyEvent(
  context: BillingContext,
  event: Stripe.Event,
): Promise<UnchangedOutcome | { businessId: string }> {
  const stripe = requireStripe(context);
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
  return context.deps.db.transaction(async (tx) => {
    const row = customerId ? await lockBillingOfCustomer(tx, customerId) : null;
    if (!(await recordStripeEvent(tx, event.id, event.type))) return 'duplicate' as const;
    if (!row) return 'ignored' as const;
    const subscriptionId = named ?? row.stripe_subscription_id;
    if (!subscriptionId) return 'ignored' as const;
    // Stripe failing answers 503: the transaction (and the event id) rolls back and Stripe retries.
    const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
    const status = statusFrom(subscription.status);
    const other = row.stripe_subscription_id && row.stripe_subscription_id !== subscription.id;
    // A late event about an ended subscription does not replace the one the business has now.
    if (other && status === 'canceled') return 'ignored' as const;
    // A second live subscription beside the live one (two Checkouts paid): it goes, refunded.
    if (other && row.status !== 'canceled') {
      await cancelSecondSubscription(context, tx, row.business_id, row.stripe_subscription_id!, subscription);
      return 'cancelled_second' as const;
    }
    await applySubscription(
      tx,
      row.business_id,
      { subscriptionId: subscription.id, status, quantity: subscription.items.data[0]?.quantity ?? 0 },
      context.now(),
    );
    return { businessId: row.business_id };
  });
}
