import { AI_LIMITS, AI_MESSAGES } from '@perks/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';
import { rateLimited } from '../../lib/rate-limited.ts';

// Form fills count per account: the request log's `network` holds the account, as profile saves do.
const accountKey = (userId: string) => `user:${userId}`;

function hourlyWait(db: Executor, action: 'ai_call' | 'ai_extraction', subject: string, limit: number) {
  return slidingWindowWait(db, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: and(eq(requestEvents.action, action), eq(requestEvents.network, subject)),
    limit,
    windowSeconds: 3600,
  });
}

export interface AiCallSpend {
  /** The client network the call comes from (lib/client-network.ts). */
  network: string;
  callsPerNetworkPerHour: number;
  /** The person, when the call is a form fill (an extraction). */
  extractionBy?: string;
}

/**
 * Spends one of the network's hourly provider calls, and one of the person's hourly form fills
 * when the call is one, or refuses with 429 and Retry-After (decision 069). The counts and the
 * spend are one step under both budgets' locks, on every instance (decision 050). Returns the
 * events written, which `giveBackAiCall` deletes when the provider call fails.
 */
export async function spendAiCall(db: Db, spend: AiCallSpend): Promise<string[]> {
  const { network, extractionBy } = spend;
  const keys = [`ai-network:${network}`];
  if (extractionBy) keys.push(`ai-extraction:${accountKey(extractionBy)}`);
  return withBudget(db, keys, async (tx) => {
    const events: (typeof requestEvents.$inferInsert)[] = [];
    if (extractionBy) {
      const own = accountKey(extractionBy);
      const wait = await hourlyWait(tx, 'ai_extraction', own, AI_LIMITS.extractionsPerUserPerHour);
      if (wait) throw rateLimited(AI_MESSAGES.tooManyExtractions, wait);
      events.push({ action: 'ai_extraction', network: own });
    }
    const wait = await hourlyWait(tx, 'ai_call', network, spend.callsPerNetworkPerHour);
    if (wait) throw rateLimited(AI_MESSAGES.tooManyFromNetwork, wait);
    events.push({ action: 'ai_call', network });
    const rows = await tx.insert(requestEvents).values(events).returning({ id: requestEvents.id });
    return rows.map((row) => row.id);
  });
}

/**
 * Gives back what `spendAiCall` spent, for a call that failed (it costs nothing). Deleting the
 * events needs no lock: a request counting at the same moment sees them or not, and either way
 * lets no more through than the budget.
 */
export async function giveBackAiCall(db: Db, events: string[]): Promise<void> {
  await db.delete(requestEvents).where(inArray(requestEvents.id, events));
}
