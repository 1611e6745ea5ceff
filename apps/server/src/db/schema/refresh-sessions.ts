import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt, primaryId } from './columns.ts';
import { users } from './users.ts';

/**
 * Rotating refresh tokens. Every sign-in starts a family; each refresh marks the presented token
 * rotated and links it to its replacement. Presenting a rotated token again means it was stolen,
 * so the whole family is revoked. `family_expires_at` caps a family's life however often it rotates.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: primaryId(),
    user_id: cascadingRef(() => users.id),
    family_id: uuid().notNull(),
    token_hash: text().notNull().unique(),
    replaced_by_id: uuid().references((): AnyPgColumn => refreshSessions.id, { onDelete: 'set null' }),
    rotated_at: timestamp({ withTimezone: true }),
    revoked_at: timestamp({ withTimezone: true }),
    family_expires_at: timestamp({ withTimezone: true }).notNull(),
    user_agent: text(),
    ip: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('refresh_sessions_family_idx').on(t.family_id),
    index('refresh_sessions_user_idx').on(t.user_id),
    // Deleting a session nulls its predecessor's link; without this that is a full scan.
    index('refresh_sessions_replaced_by_idx').on(t.replaced_by_id),
  ],
);

export type RefreshSessionRow = typeof refreshSessions.$inferSelect;
