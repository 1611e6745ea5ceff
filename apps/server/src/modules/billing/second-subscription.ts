import type Stripe from 'stripe';
import type { Tx } from '../../db/client.ts';
import { recordAudit, systemActor } from '../audit/index.ts';
import { type BillingContext, requireStripe } from './billing-context.ts';
import { callStripe } from './stripe-client.ts';

/**
 * A business has at most one live subscription (issue 47). Two Checkouts opened before paying
 * (two tabs, a double tap) can both be paid; the webhook that meets the second one while the
 * first is live cancels it at Stripe, refunds what its first invoice took, and audits it. The
 * keys make a redelivered or retried event cancel and refund nothing more.
 */
export async function cancelSecondSubscription(
  context: BillingContext,
  tx: Tx,
  businessId: string,
  keptSubscriptionId: string,
  subscription: Stripe.Subscription,
): Promise<void> {
  const stripe = requireStripe(context);
  await callStripe(() =>
    stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: `cancel-second-${subscription.id}` }),
  );
  const refundedCents = await refundFirstPayment(stripe, subscription);
  await recordAudit(tx, {
    actor: systemActor('Stripe webhook'),
    action: 'billing.second_subscription_cancelled',
    entityType: 'business',
    entityId: businessId,
    changes: {
      stripe_subscription_id: { from: subscription.id, to: keptSubscriptionId },
      refunded_cents: { from: 0, to: refundedCents },
    },
  });
}

/** Refunds the payment of the subscription's latest invoice; answers the cents refunded. */
async function refundFirstPayment(stripe: Stripe, subscription: Stripe.Subscription): Promise<number> {
  const invoiceId =
    typeof subscription.latest_invoice === 'string'
      ? subscription.latest_invoice
      : subscription.latest_invoice?.id;
  if (!invoiceId) return 0;
  const invoice = await callStripe(() => stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }));
  if (!invoice.amount_paid) return 0; // a trial kept through Checkout: nothing taken yet
  const payment = invoice.payments?.data.find((each) => each.status === 'paid')?.payment;
  const paymentIntent =
    typeof payment?.payment_intent === 'string' ? payment.payment_intent : payment?.payment_intent?.id;
  const charge = typeof payment?.charge === 'string' ? payment.charge : payment?.charge?.id;
  if (!paymentIntent && !charge) return 0;
  await callStripe(() =>
    stripe.refunds.create(paymentIntent ? { payment_intent: paymentIntent } : { charge: charge! }, {
      idempotencyKey: `refund-second-${subscription.id}`,
    }),
  );
  return invoice.amount_paid;
}
