import { z } from 'zod';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';

/**
 * Billing (docs/product.md, "Billing"; decision 067): a free trial from the business's approval,
 * then a price per person on its staff list each month, charged through Stripe.
 */
export const BILLING_TRIAL_DAYS = 90;
/** The price of one person on the staff list for a month, in cents (the spec's "$5 per month per employee"). */
export const BILLING_PRICE_PER_PERSON_CENTS = 500;
/** Days after a business became unpaid before its staff list stops taking new people. */
export const BILLING_GRACE_DAYS = 14;
/** Further days after that before its members' cards pause. */
export const BILLING_CARD_GRACE_DAYS = 30;

/**
 * A business's billing status as the owner reads it. `unpaid` also covers a trial that ended
 * without a payment method.
 */
export const BILLING_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'unpaid'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
};

export const BILLING_MESSAGES = {
  // An owner reads it on their billing page: no word of servers or settings.
  off: 'There is nothing to pay: Industry Perks is not charging businesses at the moment, and everything works.',
  notStarted: 'Billing starts when an administrator approves the business.',
  ownerOnly: 'Only an owner of this business can manage its billing',
  stripeUnavailable: 'Stripe cannot be reached right now. Please try again in a few minutes.',
  noCustomer: 'Add a payment method first: the billing portal opens once the business has one.',
  staffListClosed: (businessName: string, t: Translate = inEnglish) =>
    t(
      "{businessName}'s staff list is closed to new people because its subscription is unpaid. An owner can restore it on the Billing page; everyone already on the list keeps their membership for now.",
      { businessName },
    ),
  whenUnpaid: [
    `Nothing is deleted for non-payment, and paying restores everything at once.`,
    `For ${BILLING_GRACE_DAYS} days after a payment fails (or the trial ends without a payment method), everything works as before.`,
    `After that the staff list takes no new people, and the owner is told by text.`,
    `${BILLING_CARD_GRACE_DAYS} days later, members' cards say 'Membership paused: ask your employer' until the business pays.`,
  ],
} as const;

/** The text category of the owner's notice that the staff list closed (one per unpaid spell). */
export const BILLING_TEXT_CATEGORY = 'billing';

export const billingStaffListClosedSms = (businessName: string, t: Translate = inEnglish) =>
  t(
    "Industry Perks: {businessName}'s subscription is unpaid, so its staff list takes no new people. Members' cards keep working for {days} more days. Pay on the Billing page to restore everything.",
    { businessName, days: BILLING_CARD_GRACE_DAYS },
  );

export const ZBilling = z.object({
  /** False when the server has no Stripe keys: nothing is charged or limited. */
  enabled: z.boolean(),
  business_id: ZUuid,
  business_name: z.string(),
  /** May the caller open Checkout and the portal (an owner)? Managers and admins read only. */
  can_manage: z.boolean(),
  /** Null until the business is approved (or while billing is off). */
  status: z.enum(BILLING_STATUSES).nullable(),
  trial_ends_at: ZIsoDateTime.nullable(),
  /** Whole days left in the trial (0 on its last day), null outside a trial. */
  trial_days_left: ZCount.nullable(),
  /** Whether Stripe has a subscription with a payment method for it. */
  has_subscription: z.boolean(),
  people: ZCount,
  price_per_person_cents: z.number().int(),
  /** The next invoice as Stripe previews it, or people x price when it cannot. */
  next_invoice: z
    .object({
      amount_cents: z.number().int(),
      currency: z.string(),
      at: ZIsoDateTime.nullable(),
      from_stripe: z.boolean(),
    })
    .nullable(),
  unpaid_since: ZIsoDateTime.nullable(),
  /** When the staff list closes (closed when in the past), while unpaid. */
  staff_list_closes_at: ZIsoDateTime.nullable(),
  /** When members' cards pause (paused when in the past), while unpaid. */
  cards_pause_at: ZIsoDateTime.nullable(),
  /** The staff list takes no new people now (by the server's clock). */
  staff_list_closed: z.boolean(),
  /** Members' cards are paused now. */
  cards_paused: z.boolean(),
});
export type TBilling = z.infer<typeof ZBilling>;

export const ZBillingRedirect = z.object({ url: z.url() });

/** One business in the admin's billing panel. */
export const ZAdminBillingRow = z.object({
  business_id: ZUuid,
  business_name: z.string(),
  status: z.enum(BILLING_STATUSES),
  trial_ends_at: ZIsoDateTime.nullable(),
  quantity: ZCount,
  unpaid_since: ZIsoDateTime.nullable(),
});

export const ZAdminBilling = z.object({
  enabled: z.boolean(),
  /** Monthly recurring revenue in cents: paying subscriptions' people x the price. */
  mrr_cents: ZCount,
  counts: z.record(z.enum(BILLING_STATUSES), ZCount),
  trials_ending: z.array(ZAdminBillingRow),
  businesses: z.array(ZAdminBillingRow),
});
export type TAdminBilling = z.infer<typeof ZAdminBilling>;
export type TAdminBillingRow = z.infer<typeof ZAdminBillingRow>;
