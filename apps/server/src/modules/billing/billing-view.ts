import {
  BILLING_CARD_GRACE_DAYS,
  BILLING_GRACE_DAYS,
  BILLING_PRICE_PER_PERSON_CENTS,
  type TBilling,
} from '@perks/contract';
import { AppError } from '../../lib/app-error.ts';
import { countRoster } from '../membership/index.ts';
import { type BillingRow, businessSummary, isOwner } from './billing.repository.ts';
import { addDays, type BillingContext, DAY_MS, effectiveStatus, requireStripe } from './billing-context.ts';
import { billingRow } from './billing-row.ts';

/** Stripe's preview of the next invoice; people x price when there is none or Stripe cannot say. */
async function nextInvoice(
  context: BillingContext,
  row: BillingRow,
  people: number,
): Promise<TBilling['next_invoice']> {
  const estimate = {
    amount_cents: people * BILLING_PRICE_PER_PERSON_CENTS,
    currency: 'usd',
    at: row.stripe_subscription_id ? null : row.trial_ends_at.toISOString(),
    from_stripe: false,
  };
  if (!row.stripe_subscription_id || !row.stripe_customer_id) return estimate;
  if (row.status === 'canceled') return null;
  try {
    const preview = await requireStripe(context).invoices.createPreview({
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
    context.deps.log.warn(
      { err: error, businessId: row.business_id },
      'Stripe could not preview the next invoice',
    );
    return estimate;
  }
}

/** The owner's billing page: the trial, the subscription, the next invoice and the unpaid dates. */
export async function billingView(
  context: BillingContext,
  businessId: string,
  userId: string,
): Promise<TBilling> {
  const { db } = context.deps;
  const business = await businessSummary(db, businessId);
  if (!business) throw new AppError('NOT_FOUND', 'Business not found');
  const people = await countRoster(db, businessId);
  const canManage = await isOwner(db, userId, businessId);
  const base = {
    enabled: context.enabled,
    business_id: businessId,
    business_name: business.name,
    can_manage: canManage && context.enabled,
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
  if (!context.enabled) return { ...base, ...none };
  const row = await billingRow(context, businessId);
  if (!row) return { ...base, ...none, can_manage: false };
  const now = context.now();
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
    next_invoice: await nextInvoice(context, row, people),
    unpaid_since: unpaidSince?.toISOString() ?? null,
    staff_list_closes_at: closesAt?.toISOString() ?? null,
    cards_pause_at: pausesAt?.toISOString() ?? null,
    staff_list_closed: closesAt !== null && closesAt <= now,
    cards_paused: pausesAt !== null && pausesAt <= now,
  };
}
