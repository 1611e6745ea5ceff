import type { TAdminBilling, TBilling } from '@perks/contract';
import type Stripe from 'stripe';
import { adminBillingOverview } from './admin-billing.ts';
import { checkout, portal } from './billing-checkout.ts';
import {
  type BillingContext,
  type BillingDeps,
  cardsPausedCutoff,
  staffListCutoff,
} from './billing-context.ts';
import { queueQuantitySync, registerBillingJobs } from './billing-jobs.ts';
import { billingView } from './billing-view.ts';
import { assertStaffListOpen, noticeClosedLists } from './staff-list-closure.ts';
import { applyEvent, type UnchangedOutcome, verifyEvent } from './stripe-webhook.ts';
import { syncQuantity } from './subscription-quantity.ts';

/**
 * Billing (decision 067), as `app.billing`: the trial, Stripe Checkout and the portal, the
 * subscription's quantity following the staff list, Stripe's webhooks, and the rules for a
 * business that does not pay. With no Stripe keys it is off: nothing is charged and nothing is
 * limited. Each part lives in its own file; this holds what they share (the clock, the jobs'
 * declaration) and answers for them.
 */
export class BillingService implements BillingContext {
  /** The clock every billing rule reads; tests set it. */
  now: () => Date = () => new Date();
  private declared: Promise<void> = Promise.resolve();

  constructor(readonly deps: BillingDeps) {}

  get enabled(): boolean {
    return this.deps.stripe !== null;
  }

  /** Registers the quantity job and the hourly sweep that tells owners their list closed. */
  registerJobs(): Promise<void> {
    this.declared = registerBillingJobs(this, {
      syncQuantity: (businessId) => this.syncQuantity(businessId),
      noticeClosedLists: () => this.noticeClosedLists(),
    });
    return this.declared;
  }

  // ---- Rules read by the staff list and the card --------------------------------------------

  staffListCutoff(): Date | null {
    return staffListCutoff(this);
  }

  cardsPausedCutoff(): Date | null {
    return cardsPausedCutoff(this);
  }

  assertStaffListOpen(businessId: string): Promise<void> {
    return assertStaffListOpen(this, businessId);
  }

  noticeClosedLists(): Promise<void> {
    return noticeClosedLists(this);
  }

  // ---- The quantity -------------------------------------------------------------------------

  staffListChanged(businessId: string): Promise<void> {
    return queueQuantitySync(this, this.declared, businessId);
  }

  syncQuantity(businessId: string): Promise<void> {
    return syncQuantity(this, businessId);
  }

  // ---- The owner's page, Checkout and the portal --------------------------------------------

  view(businessId: string, userId: string): Promise<TBilling> {
    return billingView(this, businessId, userId);
  }

  checkout(businessId: string, userId: string, origin: string): Promise<{ url: string }> {
    return checkout(this, businessId, userId, origin);
  }

  portal(businessId: string, userId: string, origin: string): Promise<{ url: string }> {
    return portal(this, businessId, userId, origin);
  }

  // ---- Stripe's webhooks --------------------------------------------------------------------

  verifyEvent(payload: Buffer, signature: string | undefined): Stripe.Event {
    return verifyEvent(this, payload, signature);
  }

  /** One event, once (see `applyEvent`); a change asks for the quantity again, as Stripe's may lag the list. */
  async handleEvent(event: Stripe.Event): Promise<'processed' | UnchangedOutcome> {
    const outcome = await applyEvent(this, event);
    if (typeof outcome === 'string') return outcome;
    // Stripe's quantity may lag the list (a change made while the job could not reach Stripe).
    await this.staffListChanged(outcome.businessId);
    return 'processed';
  }

  // ---- The admin's panel --------------------------------------------------------------------

  adminOverview(): Promise<TAdminBilling> {
    return adminBillingOverview(this);
  }
}
