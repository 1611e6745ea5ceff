import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The gateway's ids of the replies to our texts already acted on (decision 070). A signed post
 * carries no time, so the same post sent again would be signed just as well: keeping its id makes
 * the second one change nothing. Only the id is kept, never the sender or the text.
 */
export const inboundTexts = pgTable(
  'inbound_texts',
  {
    message_id: text().primaryKey(),
    received_at: createdAt(),
  },
  // Old ids are pruned by age (retention).
  (t) => [index('inbound_texts_received_at_idx').on(t.received_at)],
);
