import type { TAuditAction } from '@perks/contract';
import type { Tx } from '../../db/client.ts';
import type { BusinessAccess } from '../../plugins/business-access.ts';
import { changedFields, recordAuditBy } from './audit.repository.ts';

export interface AdminAtBusinessChange<T extends object> {
  action: TAuditAction;
  entityType: string;
  entityId: string;
  /** null for a creation. */
  before: T | null;
  /** null for a removal. */
  after: T | null;
  /** The fields the entry compares. */
  fields: readonly (keyof T & string)[];
}

/**
 * Records a write at a business by someone who got in only as an admin (decision 052): the
 * business's own owners and managers run it, so their writes are theirs, while an admin's reach
 * into it is on the audit trail, in the write's transaction. An update that changed none of the
 * fields records nothing.
 */
export async function auditAdminAtBusiness<T extends object>(
  tx: Tx,
  actor: { id: string; access: BusinessAccess },
  change: AdminAtBusinessChange<T>,
): Promise<void> {
  if (actor.access !== 'admin') return;
  const changes = changedFields<T>(change.before, change.after, change.fields);
  if (change.before && change.after && Object.keys(changes).length === 0) return;
  await recordAuditBy(tx, actor.id, {
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    changes,
  });
}

/**
 * auditAdminAtBusiness for one kind of entity: its type and the fields its entries compare fixed,
 * the action, the entity and its two states given per write.
 */
export const adminAtBusinessAudit =
  <T extends object, A extends TAuditAction>(entityType: string, fields: readonly (keyof T & string)[]) =>
  (
    tx: Tx,
    actor: { id: string; access: BusinessAccess },
    action: A,
    entityId: string,
    before: T | null,
    after: T | null,
  ) =>
    auditAdminAtBusiness<T>(tx, actor, { action, entityType, entityId, before, after, fields });
