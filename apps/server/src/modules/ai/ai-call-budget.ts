import { AI_LIMITS, AI_MESSAGES } from '@perks/contract';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  accountBudgetKey,
  accountSubject,
  deleteRequests,
  hourlyAccountBudget,
  recordRequests,
  requestBudgetWait,
} from '../../db/request-budget.ts';
import { rateLimited } from '../../lib/rate-limited.ts';

/** The person's hourly form fills (extractions). */
const EXTRACTIONS = hourlyAccountBudget(
  'ai-extraction',
  'ai_extraction',
  AI_LIMITS.extractionsPerUserPerHour,
  (wait) => rateLimited(AI_MESSAGES.tooManyExtractions, wait, 'ai_extractions'),
);

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
  if (extractionBy) keys.push(accountBudgetKey(EXTRACTIONS, extractionBy));
  return withBudget(db, keys, async (tx) => {
    const events: { action: 'ai_call' | 'ai_extraction'; subject: string }[] = [];
    if (extractionBy) {
      const own = accountSubject(extractionBy);
      const wait = await requestBudgetWait(tx, EXTRACTIONS, own);
      if (wait) throw EXTRACTIONS.refuse(wait);
      events.push({ action: 'ai_extraction', subject: own });
    }
    const calls = { action: 'ai_call', limit: spend.callsPerNetworkPerHour, windowSeconds: 3600 } as const;
    const wait = await requestBudgetWait(tx, calls, network);
    if (wait) throw rateLimited(AI_MESSAGES.tooManyFromNetwork, wait, 'ai_calls_network');
    events.push({ action: 'ai_call', subject: network });
    return recordRequests(tx, events);
  });
}

/**
 * Gives back what `spendAiCall` spent, for a call that failed (it costs nothing). Deleting the
 * events needs no lock: a request counting at the same moment sees them or not, and either way
 * lets no more through than the budget.
 */
export async function giveBackAiCall(db: Executor, events: string[]): Promise<void> {
  await deleteRequests(db, events);
}
