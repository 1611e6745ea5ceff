import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { users } from './users.ts';

/**
 * The audit trail: one row per admin write. `actor_label` keeps who acted (name and phone at the
 * time) after the admin's own account is gone; `changes` holds each changed field's value before
 * and after.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: primaryId(),
    actor_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    actor_label: text().notNull(),
    action: text().notNull(),
    entity_type: text().notNull(),
    entity_id: text().notNull(),
    changes: jsonb().$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // The admin's Recent Activity: newest first.
    index('audit_events_created_at_idx').on(t.created_at.desc()),
    // One record's history.
    index('audit_events_entity_idx').on(t.entity_type, t.entity_id, t.created_at.desc()),
    // Deleting an admin nulls actor_id; without this that is a full scan.
    index('audit_events_actor_idx').on(t.actor_id),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
