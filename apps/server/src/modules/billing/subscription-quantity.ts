import { countRoster } from '../membership/index.ts';
import { findBilling, storeQuantity } from './billing.repository.ts';
import { type BillingContext, requireStripe } from './billing-context.ts';

/** Passes of the quantity job: a change that lands while it talks to Stripe is caught by the next. */
const QUANTITY_PASSES = 3;

/** The quantity job: the subscription's quantity made equal to the staff list's size, prorated. */
export async function syncQuantity(context: BillingContext, businessId: string): Promise<void> {
  const { db } = context.deps;
  const stripe = requireStripe(context);
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
