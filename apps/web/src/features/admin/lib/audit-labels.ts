import { t } from '@lingui/core/macro';
import type { TAuditEvent } from '@perks/contract';

/** An entry on one account's activity, as one line: 'Updated by Avery'. */
export function accountActivityLine(event: TAuditEvent): string {
  const actor = event.actor_label;
  switch (event.action) {
    case 'user.create':
      return t`Created by ${actor}`;
    case 'user.update':
      return t`Updated by ${actor}`;
    case 'user.delete':
      return t`Deleted by ${actor}`;
    case 'user.admin_granted_by_config':
      return t`Promoted by ${actor}`;
    case 'user.passkeys_reset':
      return t`Passkeys reset by ${actor}`;
    default:
      return t`Changed by ${actor}`;
  }
}

/** The fields an audit entry changed, as words: 'last name, is admin'. */
export function changedFieldList(event: TAuditEvent): string {
  return Object.keys(event.changes).join(', ').replaceAll('_', ' ');
}
