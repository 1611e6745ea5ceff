import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZAdminBilling, ZBilling, ZBillingRedirect } from './billing.schema.ts';

/**
 * Billing's routes (decision 067). Stripe's webhook, `POST /billing/webhook`, is not here: it takes
 * Stripe's signed raw body, not a body of this table, and is served beside these.
 */
export const BILLING_ROUTES = featureRoutes('billing', {
  'GET /businesses/{id}/billing': {
    summary:
      "A business's trial, status, people count and next invoice (its owners and managers, and admins)",
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZBilling) },
  },
  'POST /businesses/{id}/billing/checkout': {
    summary: 'A Stripe Checkout page to add a payment method (owners only); the trial is kept',
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZBillingRedirect) },
  },
  'POST /businesses/{id}/billing/portal': {
    summary: "Stripe's customer portal: card, invoices, cancelling (owners only)",
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZBillingRedirect) },
  },
  'GET /admin/billing': {
    summary:
      "Every business's billing status, trials ending in the next 14 days and monthly recurring revenue (admins)",
    access: 'admin',
    responses: { 200: ok(ZAdminBilling) },
  },
});
