import { BILLING_MESSAGES, BILLING_TEXT_CATEGORY, billingStaffListClosedSms } from '@perks/contract';
import { AppError } from '../../lib/app-error.ts';
import {
  businessSummary,
  claimClosedNotice,
  closedWithoutNotice,
  findBilling,
  ownerIds,
} from './billing.repository.ts';
import { type BillingContext, staffListCutoff } from './billing-context.ts';

/** Texts the owners that the business's staff list closed, once per unpaid spell. */
async function noticeClosedList(context: BillingContext, businessId: string): Promise<void> {
  const { db, texts } = context.deps;
  const row = await findBilling(db, businessId);
  if (!row?.unpaid_since) return;
  const business = await businessSummary(db, businessId);
  if (!business || !(await claimClosedNotice(db, businessId, context.now()))) return;
  const spell = row.unpaid_since.toISOString();
  for (const owner of await ownerIds(db, businessId)) {
    await texts.queueText({
      to: { userId: owner },
      body: (t) => billingStaffListClosedSms(business.name, t),
      category: BILLING_TEXT_CATEGORY,
      dedupeKey: `billing-list-closed:${businessId}:${spell}:${owner}`,
      perDayLimit: 1,
    });
  }
}

/**
 * Refuses new people on a staff list whose business has been unpaid past the grace period, and
 * tells its owners (once per unpaid spell). Nothing changes for people already on it.
 */
export async function assertStaffListOpen(context: BillingContext, businessId: string): Promise<void> {
  const cutoff = staffListCutoff(context);
  if (!cutoff) return;
  const { db, log } = context.deps;
  const row = await findBilling(db, businessId);
  if (!row?.unpaid_since || row.unpaid_since > cutoff) return;
  await noticeClosedList(context, businessId).catch((error) =>
    log.error({ err: error, businessId }, 'closed staff list notice not queued'),
  );
  const business = await businessSummary(db, businessId);
  throw new AppError('CONFLICT', BILLING_MESSAGES.staffListClosed(business?.name ?? 'This business'), {
    details: { reason: 'billing_unpaid' },
  });
}

/** The hourly sweep: owners of lists that closed since the last one are told. */
export async function noticeClosedLists(context: BillingContext): Promise<void> {
  const cutoff = staffListCutoff(context);
  if (!cutoff) return;
  for (const businessId of await closedWithoutNotice(context.deps.db, cutoff)) {
    await noticeClosedList(context, businessId);
  }
}
