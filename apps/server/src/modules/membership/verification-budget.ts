import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Card checks are public, so each network gets a budget (decision 021's pattern): plenty for a busy
 * door on one Wi-Fi, far too few to guess codes (a guess must also hit a ten-character card id).
 */
const CARD_CHECKS_PER_NETWORK = { limit: 300, windowSeconds: 600 } as const;

export async function admitCardCheck(db: Db, network: string): Promise<void> {
  const wait = await slidingWindowWait(db, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: and(eq(requestEvents.action, 'card_verification'), eq(requestEvents.network, network)),
    ...CARD_CHECKS_PER_NETWORK,
  });
  if (wait) {
    throw new AppError('RATE_LIMITED', 'Too many card checks from this network. Please wait a few minutes.', {
      headers: { 'Retry-After': String(wait) },
      details: { retry_after: wait },
    });
  }
  await db.insert(requestEvents).values({ action: 'card_verification', network });
}
