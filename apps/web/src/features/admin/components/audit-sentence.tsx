import { Trans } from '@lingui/react/macro';
import type { TAuditEvent } from '@perks/contract';

/**
 * What an audit entry says, as one sentence in the reader's language, the actor in bold:
 * 'Avery updated a user'. Each action names what it acted on (a user, a job, a business, a lead,
 * a review, a staff list entry, a promotion, a check-in, an application, the platform theme).
 */
export function AuditSentence({ event }: { event: TAuditEvent }) {
  const actor = event.actor_label;
  const who = <span className="font-medium">{actor}</span>;
  switch (event.action) {
    case 'user.create':
      return <Trans>{who} created a user</Trans>;
    case 'user.update':
      return <Trans>{who} updated a user</Trans>;
    case 'user.delete':
      return <Trans>{who} deleted a user</Trans>;
    case 'user.admin_granted_by_config':
      return <Trans>{who} promoted a user</Trans>;
    case 'job.create':
      return <Trans>{who} created a job</Trans>;
    case 'job.update':
      return <Trans>{who} updated a job</Trans>;
    case 'job.status':
      return <Trans>{who} moderated a job</Trans>;
    case 'job.delete':
      return <Trans>{who} deleted a job</Trans>;
    case 'business.create':
      return <Trans>{who} created a business</Trans>;
    case 'business.update':
      return <Trans>{who} updated a business</Trans>;
    case 'business.delete':
      return <Trans>{who} deleted a business</Trans>;
    case 'business.member_add':
    case 'business.member_remove':
      return <Trans>{who} changed who runs a business</Trans>;
    case 'lead.status':
      return <Trans>{who} updated a lead</Trans>;
    case 'lead.convert':
      return <Trans>{who} converted a lead</Trans>;
    case 'theme.publish':
      return <Trans>{who} published the platform theme</Trans>;
    case 'theme.reset':
      return <Trans>{who} reset the platform theme</Trans>;
    case 'review.remove':
      return <Trans>{who} removed a review</Trans>;
    case 'roster.add':
      return <Trans>{who} added a staff list entry</Trans>;
    case 'roster.update':
      return <Trans>{who} updated a staff list entry</Trans>;
    case 'roster.remove':
      return <Trans>{who} removed a staff list entry</Trans>;
    case 'roster.import':
      return <Trans>{who} imported staff to a business</Trans>;
    case 'promotion.create':
      return <Trans>{who} created a promotion</Trans>;
    case 'promotion.update':
      return <Trans>{who} updated a promotion</Trans>;
    case 'promotion.status':
      return <Trans>{who} changed the status of a promotion</Trans>;
    case 'check_in.create':
      return <Trans>{who} recorded a check-in</Trans>;
    case 'application.status':
      return <Trans>{who} moved an application</Trans>;
    default:
      return <Trans>{who} changed something</Trans>;
  }
}
