import { BILLING_MESSAGES } from '@perks/contract';
import { AppError } from '../../lib/app-error.ts';
import { countRoster } from '../membership/index.ts';
import { type BillingRow, businessSummary, isOwner, storeCustomer } from './billing.repository.ts';
import { type BillingContext, requireStripe } from './billing-context.ts';
import { billingRow } from './billing-row.ts';
import { callStripe } from './stripe-client.ts';

/** Stripe asks that a trial kept through Checkout end at least 48 hours ahead. */
const CHECKOUT_MIN_TRIAL_MS = 48 * 3_600_000;

/** The business's billing row, for one of its owners only (and only with billing on). */
async function ownerRow(context: BillingContext, businessId: string, userId: string): Promise<BillingRow> {
  requireStripe(context);
  if (!(await isOwner(context.deps.db, userId, businessId)))
    throw new AppError('FORBIDDEN', BILLING_MESSAGES.ownerOnly);
  const row = await billingRow(context, businessId);
  if (!row) throw new AppError('CONFLICT', BILLING_MESSAGES.notStarted);
  return row;
}

/** `origin`: the site's public origin (PUBLIC_URL, else the request's). */
function returnUrl(origin: string, businessId: string, extra = '') {
  return `${origin}/billing?business=${businessId}${extra}`;
}

/** The business's Stripe customer, made once: the idempotency key makes two clicks at once one customer. */
async function customerOf(context: BillingContext, row: BillingRow): Promise<string> {
  if (row.stripe_customer_id) return row.stripe_customer_id;
  const business = await businessSummary(context.deps.db, row.business_id);
  const created = await callStripe(() =>
    requireStripe(context).customers.create(
      { name: business?.name ?? undefined, metadata: { business_id: row.business_id } },
      { idempotencyKey: `customer-for-business-${row.business_id}` },
    ),
  );
  return storeCustomer(context.deps.db, row.business_id, created.id);
}

/** Stripe Checkout for the owner to add a payment method; the trial's end is kept. */
export async function checkout(
  context: BillingContext,
  businessId: string,
  userId: string,
  origin: string,
): Promise<{ url: string }> {
  const { db, config } = context.deps;
  const stripe = requireStripe(context);
  const row = await ownerRow(context, businessId, userId);
  if (row.stripe_subscription_id && row.status !== 'canceled') {
    throw new AppError(
      'CONFLICT',
      'This business already has a payment method: manage it in the billing portal',
    );
  }
  const customer = await customerOf(context, row);
  const people = await countRoster(db, businessId);
  const trialEnd = row.trial_ends_at.getTime() > context.now().getTime() + CHECKOUT_MIN_TRIAL_MS;
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
      success_url: returnUrl(origin, businessId, '&checkout=done'),
      cancel_url: returnUrl(origin, businessId),
    }),
  );
  if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.stripeUnavailable);
  return { url: session.url };
}

/** Stripe's customer portal: card, invoices, cancelling. */
export async function portal(
  context: BillingContext,
  businessId: string,
  userId: string,
  origin: string,
): Promise<{ url: string }> {
  const stripe = requireStripe(context);
  const row = await ownerRow(context, businessId, userId);
  if (!row.stripe_customer_id) throw new AppError('CONFLICT', BILLING_MESSAGES.noCustomer);
  const customer = row.stripe_customer_id;
  const session = await callStripe(() =>
    stripe.billingPortal.sessions.create({ customer, return_url: returnUrl(origin, businessId) }),
  );
  return { url: session.url };
}
