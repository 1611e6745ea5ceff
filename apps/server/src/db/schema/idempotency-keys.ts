import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Replay protection for POST /jobs: a retried or double-clicked submit with the same
 * Idempotency-Key gets the first response back instead of a second job. Keys are scoped per user
 * so one user cannot read another's stored response; `request_hash` catches a reused key with a
 * different body.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text().notNull(),
    user_id: cascadingRef(() => users.id),
    request_hash: text().notNull(),
    // Null while the first request is still in flight.
    response_status: integer(),
    response_body: jsonb(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.user_id, t.key] }),
    // Old keys are purged by age.
    index('idempotency_keys_created_at_idx').on(t.created_at),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
