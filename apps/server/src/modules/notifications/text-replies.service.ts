import type { Db, Tx } from '../../db/client.ts';
import { recordInboundText } from './inbound-texts.repository.ts';
import { EVERY_CATEGORY, latestSentCategory, optIn, optOut } from './text-outbox.repository.ts';
import { replyIntent } from './text-replies.ts';
import type { RoutedReply, TextReplyRouter } from './text-reply-router.ts';

/** How far back a STOP looks for the text it answers. */
const STOP_LOOKS_BACK_MS = 30 * 24 * 60 * 60 * 1000;

export type ReplyOutcome =
  | { action: 'opted_out'; category: string }
  | { action: 'opted_in' }
  | { action: 'help' }
  | { action: 'ignored' }
  | { action: 'already_applied' }
  | ({ action: 'routed' } & RoutedReply);

/**
 * Acts on the gateway's message `messageId` once: the same message posted again (a replay of a
 * signed post, or the gateway's own retry) changes nothing. `apply` runs in the transaction that
 * records the id, so the id is kept only when the reply took effect.
 */
export async function applyInboundTextOnce(
  db: Db,
  messageId: string,
  apply: (tx: Tx) => Promise<ReplyOutcome>,
): Promise<ReplyOutcome> {
  return db.transaction(async (tx) =>
    (await recordInboundText(tx, messageId)) ? apply(tx) : { action: 'already_applied' as const },
  );
}

/**
 * Acts on a person's reply to our texts (decision 070). Every text ends with how to stop that kind
 * ('Reply STOP to stop job alerts'), and all come from one number, so a STOP stops the category of
 * the newest text we sent the phone; STOPALL, or a STOP with no text of ours in the last 30 days,
 * stops every category; START lifts every opt-out. Anything else is an ordinary reply, which the
 * features' handlers in `ordinary` may route (a reply to a conversation's text, decision 087).
 */
export async function applyTextReply(
  db: Tx,
  phone: string,
  body: string,
  now: Date,
  ordinary?: TextReplyRouter,
): Promise<ReplyOutcome> {
  const intent = replyIntent(body);
  if (intent === 'start') {
    await optIn(db, phone);
    return { action: 'opted_in' };
  }
  // HELP and INFO change nothing; the webhook answers them (decision 084).
  if (intent === 'help') return { action: 'help' };
  if (intent === null) {
    const routed = await ordinary?.route(db, { phone, body, now });
    return routed ? { action: 'routed', ...routed } : { action: 'ignored' };
  }
  const category =
    intent === 'stop'
      ? ((await latestSentCategory(db, phone, new Date(now.getTime() - STOP_LOOKS_BACK_MS))) ??
        EVERY_CATEGORY)
      : EVERY_CATEGORY;
  await optOut(db, phone, category);
  return { action: 'opted_out', category };
}
