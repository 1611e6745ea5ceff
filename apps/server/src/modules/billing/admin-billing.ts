import {
  BILLING_PRICE_PER_PERSON_CENTS,
  BILLING_STATUSES,
  type BillingStatus,
  type TAdminBilling,
} from '@perks/contract';
import { listAllBilling } from './billing.repository.ts';
import { addDays, type BillingContext, effectiveStatus } from './billing-context.ts';

/** The admin's "trials ending soon". */
const TRIALS_ENDING_DAYS = 14;

/** The admin's panel: every business's billing, the counts per status, MRR and trials ending soon. */
export async function adminBillingOverview(context: BillingContext): Promise<TAdminBilling> {
  const now = context.now();
  const rows = (await listAllBilling(context.deps.db)).map((row) => ({
    business_id: row.business_id,
    business_name: row.business_name,
    status: effectiveStatus(
      {
        status: row.status,
        stripe_subscription_id: row.has_subscription ? 'yes' : null,
        trial_ends_at: row.trial_ends_at,
      },
      now,
    ),
    trial_ends_at: row.trial_ends_at.toISOString(),
    quantity: row.quantity,
    unpaid_since: row.unpaid_since?.toISOString() ?? null,
    paying: row.has_subscription && (row.status === 'active' || row.status === 'past_due'),
  }));
  const soon = addDays(now, TRIALS_ENDING_DAYS);
  const counts = Object.fromEntries(BILLING_STATUSES.map((status) => [status, 0])) as Record<
    BillingStatus,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  const strip = ({ paying: _paying, ...row }: (typeof rows)[number]) => row;
  return {
    enabled: context.enabled,
    mrr_cents: rows.reduce(
      (sum, row) => sum + (row.paying ? row.quantity * BILLING_PRICE_PER_PERSON_CENTS : 0),
      0,
    ),
    counts,
    trials_ending: rows
      .filter((row) => {
        const ends = new Date(row.trial_ends_at);
        return row.status === 'trialing' && ends >= now && ends <= soon;
      })
      .sort((a, b) => a.trial_ends_at.localeCompare(b.trial_ends_at))
      .map(strip),
    businesses: rows.map(strip),
  };
}
