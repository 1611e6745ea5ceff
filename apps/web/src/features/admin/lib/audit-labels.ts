import type { TAuditEvent } from '@perks/contract';

/** What an audit action did, in the past tense: 'updated'. */
export const AUDIT_ACTION_VERBS: Record<TAuditEvent['action'], string> = {
  'user.create': 'created',
  'user.update': 'updated',
  'user.delete': 'deleted',
  'theme.publish': 'published',
  'theme.reset': 'reset',
};

/** What an audit entry acted on, as words: 'a user', 'the platform theme'. */
export function auditEntityName(event: TAuditEvent): string {
  return event.entity_type === 'platform_theme' ? 'the platform theme' : 'a user';
}

/** The fields an audit entry changed, as words: 'last name, is admin'. */
export function changedFieldList(event: TAuditEvent): string {
  return Object.keys(event.changes).join(', ').replaceAll('_', ' ');
}
