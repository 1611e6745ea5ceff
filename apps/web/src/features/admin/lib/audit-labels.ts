import type { TAuditEvent } from '@perks/contract';

/** What an audit action did, in the past tense: 'updated'. */
export const AUDIT_ACTION_VERBS: Record<TAuditEvent['action'], string> = {
  'user.create': 'created',
  'user.update': 'updated',
  'user.delete': 'deleted',
  'job.create': 'created',
  'job.update': 'updated',
  'job.status': 'moderated',
  'job.delete': 'deleted',
};

/** The fields an audit entry changed, as words: 'last name, is admin'. */
export function changedFieldList(event: TAuditEvent): string {
  return Object.keys(event.changes).join(', ').replaceAll('_', ' ');
}
