import { BILLING_STATUSES } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, updatedAt } from './columns.ts';
import { oneOf } from './enums.ts';

/**
 * A business's billing (decision 067): one row from its approval, when its trial starts. The
 * status and quantity follow Stripe's subscription (webhooks read it from Stripe); `unpaid_since`
 * is when it stopped being paid for (the trial's end until a payment method is added, or the
 * first failed payment), from which the grace periods count. Nothing here is deleted for
 * non-payment; the row goes only with the business.
 */
export const businessBilling = pgTable(
  'business_billing',
  {
    business_id: uuid()
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    trial_ends_at: timestamp({ withTimezone: true }).notNull(),
    stripe_customer_id: text().unique(),
    stripe_subscription_id: text().unique(),
    status: text({ enum: BILLING_STATUSES }).notNull().default('trialing'),
    unpaid_since: timestamp({ withTimezone: true }),
    /** The subscription's quantity as Stripe last said (people billed). */
    quantity: integer().notNull().default(0),
    /** When the owner was texted that the staff list closed, for this unpaid spell (null again once paid). */
    closed_notice_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('business_billing_status_check', oneOf(t.status, BILLING_STATUSES)),
    check('business_billing_quantity_check', sql`${t.quantity} >= 0`),
    // The admin's "trials ending soon" and the unpaid sweep.
    index('business_billing_trial_ends_idx').on(t.trial_ends_at),
    index('business_billing_unpaid_idx').on(t.unpaid_since).where(sql`${t.unpaid_since} is not null`),
  ],
);

/** Stripe event ids already processed: a redelivered event changes nothing (decision 067). */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
