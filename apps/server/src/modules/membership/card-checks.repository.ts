import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';

/** Both the pool and a transaction handle these queries. */

const fromNetwork = (network: string) =>
  and(eq(requestEvents.action, 'card_verification'), eq(requestEvents.network, network));

/** Seconds until the network may check one more card within `limit` per window (0: now). */
export function cardCheckWindowWait(
  db: Executor,
  network: string,
  rule: { limit: number; windowSeconds: number },
): Promise<number> {
  return slidingWindowWait(db, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: fromNetwork(network),
    ...rule,
  });
}

export async function recordCardCheck(db: Executor, network: string): Promise<void> {
  await db.insert(requestEvents).values({ action: 'card_verification', network });
}
