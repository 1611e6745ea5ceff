import { adminRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZAdminBilling, ZBilling, ZBillingRedirect } from './billing.schema.ts';

/**
 * Billing's routes (decision 067). Stripe's webhook, `POST /billing/webhook`, is not here: it takes
 * Stripe's signed raw body, not a body of this table, and is served beside these.
 */
export const BILLING_ROUTES = featureRoutes('billing', {
  'GET /businesses/{id}/billing': signedInRoute(
    "A business's trial, status, people count and next invoice (its owners and managers, and admins)",
    { params: ZIdParams, ok: ZBilling },
  ),
  'POST /businesses/{id}/billing/checkout': signedInRoute(
    'A Stripe Checkout page to add a payment method (owners only); the trial is kept',
    { params: ZIdParams, ok: ZBillingRedirect },
  ),
  'POST /businesses/{id}/billing/portal': signedInRoute(
    "Stripe's customer portal: card, invoices, cancelling (owners only)",
    { params: ZIdParams, ok: ZBillingRedirect },
  ),
  'GET /admin/billing': adminRoute(
    "Every business's billing status, trials ending in the next 14 days and monthly recurring revenue (admins)",
    { ok: ZAdminBilling },
  ),
});
