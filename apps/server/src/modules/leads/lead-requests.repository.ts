import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';

/** Both the pool and a transaction handle these queries. */

/** Seconds until one more sign-up from the network fits `limit` per hour (0: it fits now). */
export function leadWindowWait(db: Executor, network: string, limit: number): Promise<number> {
  return slidingWindowWait(db, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: and(eq(requestEvents.action, 'lead'), eq(requestEvents.network, network)),
    limit,
    windowSeconds: 3600,
  });
}

export async function recordLeadRequest(db: Executor, network: string): Promise<void> {
  await db.insert(requestEvents).values({ action: 'lead', network });
}
