import { Trans } from '@lingui/react/macro';
import MessageSquare from 'lucide-react/icons/message-square';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * 'Messages' on an application (the applicant card, My Applications): opens its conversation.
 * `about` names whose, for screen readers, after the visible word.
 */
export function MessagesLink({ applicationId, about }: { applicationId: string; about?: string }) {
  return (
    <ButtonLink to={`/messages/${applicationId}`} variant="outline" size="sm">
      <MessageSquare aria-hidden="true" />
      <Trans>Messages</Trans>
      {about && <span className="sr-only">: {about}</span>}
    </ButtonLink>
  );
}
