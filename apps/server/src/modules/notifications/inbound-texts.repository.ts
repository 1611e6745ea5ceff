import type { Executor } from '../../db/client.ts';
import { inboundTexts } from '../../db/schema/index.ts';

/**
 * Records that the gateway's message `messageId` is being acted on. False when it already was: the
 * same post sent again. In the caller's transaction, so a reply that fails to apply is not recorded
 * and the gateway's retry still applies it.
 */
export async function recordInboundText(db: Executor, messageId: string): Promise<boolean> {
  const recorded = await db
    .insert(inboundTexts)
    .values({ message_id: messageId })
    .onConflictDoNothing()
    .returning({ message_id: inboundTexts.message_id });
  return recorded.length > 0;
}
