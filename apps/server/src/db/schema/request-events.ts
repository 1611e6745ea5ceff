import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { oneOf, REQUEST_EVENT_ACTIONS } from './enums.ts';

/**
 * An append-only log of anonymous writes per client network (an address, or an IPv6 /64), so the
 * per-network budgets of public forms hold across instances (decision 021). Only the network is
 * kept, not what was sent.
 */
export const requestEvents = pgTable(
  'request_events',
  {
    id: primaryId(),
    action: text({ enum: REQUEST_EVENT_ACTIONS }).notNull(),
    network: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('request_events_action_check', oneOf(t.action, REQUEST_EVENT_ACTIONS)),
    index('request_events_action_network_created_idx').on(t.action, t.network, t.created_at),
  ],
);
