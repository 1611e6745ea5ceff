import { type BillingRow, businessSummary, findBilling, startTrial } from './billing.repository.ts';
import type { BillingContext } from './billing-context.ts';

/**
 * The business's billing row; an approved business without one (approved before billing existed,
 * or the demo seed's) starts its trial now.
 */
export async function billingRow(context: BillingContext, businessId: string): Promise<BillingRow | null> {
  const { db } = context.deps;
  const row = await findBilling(db, businessId);
  if (row) return row;
  const business = await businessSummary(db, businessId);
  if (!business?.live) return null;
  await startTrial(db, businessId, context.now());
  return findBilling(db, businessId);
}
