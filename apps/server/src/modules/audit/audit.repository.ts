import type { TAuditAction, TAuditEvent, TAuditEventListQuery } from '@perks/contract';
import { listPage } from '@perks/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirst, pageWithTotal } from '../../db/page-with-total.ts';
import { type AuditEventRow, auditEvents, users } from '../../db/schema/index.ts';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export interface AuditEntry {
  /** `id` is null when no person acted (`systemActor`). */
  actor: { id: string | null; label: string };
  action: TAuditAction;
  entityType: string;
  entityId: string;
  changes: FieldChanges;
}

/**
 * The admin as the audit trail names them: their id, and their name and phone as they are now, so
 * the entry still says who it was after the account is deleted.
 */
async function auditActor(db: Executor, actorId: string): Promise<AuditEntry['actor']> {
  const [row] = await db
    .select({ first_name: users.first_name, last_name: users.last_name, phone: users.phone })
    .from(users)
    .where(eq(users.id, actorId));
  const name = [row?.first_name, row?.last_name].filter(Boolean).join(' ');
  return { id: actorId, label: name ? `${name} (${row?.phone})` : (row?.phone ?? actorId) };
}

/**
 * The platform itself as the actor of a write its configuration made (ADMIN_PHONES granting the
 * first admin, decision 053): no account, and a label that names the setting.
 */
export function systemActor(setting: string): AuditEntry['actor'] {
  return { id: null, label: `System (${setting})` };
}

/**
 * Records one admin write. Call it inside the write's transaction, so a write without its audit
 * row (or the other way round) cannot happen.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actor_id: entry.actor.id,
    actor_label: entry.actor.label,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    changes: entry.changes,
  });
}

/** Records one write by a person (an account), named on the entry as auditActor names them. */
export async function recordAuditBy(
  db: Executor,
  actorId: string,
  change: Omit<AuditEntry, 'actor'>,
): Promise<void> {
  await recordAudit(db, { actor: await auditActor(db, actorId), ...change });
}

/** The listed fields whose values differ between two versions of a record (dates compared as ISO). */
export function changedFields<T extends object>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
): FieldChanges {
  const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
  const changes: FieldChanges = {};
  for (const field of fields) {
    const from = plain(before?.[field]);
    const to = plain(after?.[field]);
    // jsonb columns (opening hours) come back as fresh objects: compare what they hold.
    if (from !== to && JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

function toAuditEvent(row: AuditEventRow): TAuditEvent {
  return {
    id: row.id,
    action: row.action as TAuditAction,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    actor_id: row.actor_id,
    actor_label: row.actor_label,
    changes: row.changes,
    created_at: row.created_at.toISOString(),
  };
}

/** One page of the trail, newest first, optionally for one kind of record or one record. */
export async function listAuditEvents(db: Executor, query: TAuditEventListQuery) {
  const filters: SQL[] = [];
  if (query.entity_type) filters.push(eq(auditEvents.entity_type, query.entity_type));
  if (query.entity_id) filters.push(eq(auditEvents.entity_id, query.entity_id));
  const where = filters.length ? and(...filters) : undefined;
  const rows = db.select().from(auditEvents).$dynamic();
  const page = await pageWithTotal(
    db,
    { rows, table: auditEvents, where, order: newestFirst(auditEvents) },
    query,
  );
  return listPage(page.rows.map(toAuditEvent), page.total, query);
}
