import { ROSTER_IMPORTS_PER_DAY } from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';

// Imports count per business, across instances: the request log's `network` holds the business.
const businessKey = (businessId: string) => `business:${businessId}`;

/** The advisory lock key every write that adds to one business's staff list takes (db/budget-lock.ts). */
export const rosterLockKey = (businessId: string) => `roster:${businessId}`;

/**
 * Seconds until the business may import again within its daily budget (0: now). Call it under
 * `rosterLockKey`, in the transaction that will record the import.
 */
export function importWindowWait(tx: Tx, businessId: string): Promise<number> {
  return slidingWindowWait(tx, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: and(eq(requestEvents.action, 'roster_import'), eq(requestEvents.network, businessKey(businessId))),
    limit: ROSTER_IMPORTS_PER_DAY,
    windowSeconds: 24 * 3600,
  });
}

/** Spends one import of the business's budget, in the import's own transaction. */
export async function recordImport(tx: Tx, businessId: string): Promise<void> {
  await tx.insert(requestEvents).values({ action: 'roster_import', network: businessKey(businessId) });
}
