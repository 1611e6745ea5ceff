// The audit module's public surface: recording an audited write (inside its transaction), the
// system as an actor, and working out which fields it changed.

export { adminAtBusinessAudit, auditAdminAtBusiness } from './admin-at-business.ts';
export { changedFields, recordAudit, recordAuditBy, systemActor } from './audit.repository.ts';
