import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react';
import type { TAuditAction, TAuditEvent } from '@perks/contract';

/**
 * What each audit action says, as one sentence with `{who}` for the person who acted. Each names
 * what it acted on (a user, a job, a business, a lead, a review, a staff list entry, a promotion, a
 * check-in, an application, the platform theme).
 */
const SENTENCES: Record<TAuditAction, MessageDescriptor> = {
  'user.create': msg({ message: '{who} created a user' }),
  'user.update': msg({ message: '{who} updated a user' }),
  'user.delete': msg({ message: '{who} deleted a user' }),
  'user.admin_granted_by_config': msg({ message: '{who} promoted a user' }),
  'user.passkeys_reset': msg({ message: "{who} reset an admin's passkeys" }),
  'job.create': msg({ message: '{who} created a job' }),
  'job.update': msg({ message: '{who} updated a job' }),
  'job.status': msg({ message: '{who} moderated a job' }),
  'job.delete': msg({ message: '{who} deleted a job' }),
  'business.create': msg({ message: '{who} created a business' }),
  'business.update': msg({ message: '{who} updated a business' }),
  'business.delete': msg({ message: '{who} deleted a business' }),
  'business.member_add': msg({ message: '{who} changed who runs a business' }),
  'business.member_remove': msg({ message: '{who} changed who runs a business' }),
  'lead.status': msg({ message: '{who} updated a lead' }),
  'lead.convert': msg({ message: '{who} converted a lead' }),
  'theme.publish': msg({ message: '{who} published the platform theme' }),
  'theme.reset': msg({ message: '{who} reset the platform theme' }),
  'review.remove': msg({ message: '{who} removed a review' }),
  'roster.add': msg({ message: '{who} added a staff list entry' }),
  'roster.update': msg({ message: '{who} updated a staff list entry' }),
  'roster.remove': msg({ message: '{who} removed a staff list entry' }),
  'roster.import': msg({ message: '{who} imported staff to a business' }),
  'promotion.create': msg({ message: '{who} created a promotion' }),
  'promotion.update': msg({ message: '{who} updated a promotion' }),
  'promotion.status': msg({ message: '{who} changed the status of a promotion' }),
  'check_in.create': msg({ message: '{who} recorded a check-in' }),
  'application.status': msg({ message: '{who} moved an application' }),
  'billing.second_subscription_cancelled': msg({
    message: '{who} cancelled and refunded a second subscription of a business',
  }),
};

/** An audit entry as one sentence in the reader's language, the actor in bold: 'Avery updated a user'. */
export function AuditSentence({ event }: { event: TAuditEvent }) {
  const sentence = SENTENCES[event.action];
  return (
    <Trans
      id={sentence.id}
      message={sentence.message}
      values={{ who: <span className="font-medium">{event.actor_label}</span> }}
    />
  );
}
