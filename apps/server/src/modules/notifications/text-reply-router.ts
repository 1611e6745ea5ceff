import type { Tx } from '../../db/client.ts';

/** A reply to our texts that is no keyword (not STOP, START...): an answer to what the text said. */
export interface OrdinaryReply {
  phone: string;
  body: string;
  now: Date;
}

/** What a feature made of an ordinary reply, and what to do once the reply's transaction commits. */
export interface RoutedReply {
  /** 'message_delivered', 'asked_which', 'refused': for the log. */
  result: string;
  /** Work that opens its own transaction (a text queued back), run after the reply is recorded. */
  afterCommit?: () => Promise<unknown>;
}

/**
 * A feature's handling of ordinary replies (decision 087): in the transaction that records the
 * gateway's message id, so the same message posted twice is acted on once. Null: not for this
 * feature (no text of its went to the phone).
 */
export type OrdinaryReplyHandler = (tx: Tx, reply: OrdinaryReply) => Promise<RoutedReply | null>;

/** The features' handlers of ordinary replies, asked in the order they were added; the first answer wins. */
export class TextReplyRouter {
  private readonly handlers: OrdinaryReplyHandler[] = [];

  add(handler: OrdinaryReplyHandler): void {
    this.handlers.push(handler);
  }

  async route(tx: Tx, reply: OrdinaryReply): Promise<RoutedReply | null> {
    for (const handler of this.handlers) {
      const routed = await handler(tx, reply);
      if (routed) return routed;
    }
    return null;
  }
}
