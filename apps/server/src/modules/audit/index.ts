// The audit module's public surface: recording an admin write (inside its transaction) and
// working out which fields it changed.
export { auditActorLabel, changedFields, recordAudit } from './audit.repository.ts';
