import type { TAuditEvent } from '@perks/contract';

/** What an audit action did, in the past tense: 'updated'. */
export const AUDIT_ACTION_VERBS: Record<TAuditEvent['action'], string> = {
  'user.create': 'created',
  'user.update': 'updated',
  'user.delete': 'deleted',
  'user.admin_granted_by_config': 'promoted',
  'job.create': 'created',
  'job.update': 'updated',
  'job.status': 'moderated',
  'job.delete': 'deleted',
  'business.create': 'created',
  'business.update': 'updated',
  'business.delete': 'deleted',
  'business.member_add': 'changed who runs',
  'business.member_remove': 'changed who runs',
  'lead.status': 'updated',
  'lead.convert': 'converted',
  'theme.publish': 'published',
  'theme.reset': 'reset',
  'review.remove': 'removed',
  'roster.add': 'added',
  'roster.update': 'updated',
  'roster.remove': 'removed',
  'roster.import': 'imported staff to',
  'promotion.create': 'created',
  'promotion.update': 'updated',
  'promotion.status': 'changed the status of',
  'check_in.create': 'recorded',
  'application.status': 'moved',
};

/**
 * What an audit entry acted on, as words: 'a user', 'a job', 'a business', 'a lead', 'a review',
 * 'a staff list entry', 'a promotion', 'a check-in', 'an application', 'the platform theme'.
 */
export function auditEntityName(event: TAuditEvent): string {
  if (event.entity_type === 'platform_theme') return 'the platform theme';
  if (event.entity_type === 'roster_entry') return 'a staff list entry';
  if (event.entity_type === 'promotion') return 'a promotion';
  if (event.entity_type === 'check_in') return 'a check-in';
  if (event.entity_type === 'review') return 'a review';
  if (event.entity_type === 'business') return 'a business';
  if (event.entity_type === 'lead') return 'a lead';
  if (event.entity_type === 'application') return 'an application';
  return event.entity_type === 'job' ? 'a job' : 'a user';
}

/** The fields an audit entry changed, as words: 'last name, is admin'. */
export function changedFieldList(event: TAuditEvent): string {
  return Object.keys(event.changes).join(', ').replaceAll('_', ' ');
}
