import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_STATUS_LABELS } from '@perks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { QueryStates } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConversation } from '../api/get-conversation';
import { messageKeys } from '../api/message-keys';
import { ConversationView } from '../components/conversation-view';

/**
 * Route /messages/{id}: an application's conversation, for its applicant, the business's owners
 * and managers, and an administrator once a message in it is reported.
 */
export function ConversationPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Conversation`);
  const conversation = useConversation(id);
  const loaded = conversation.data;
  // The other side's name once loaded; until then (or when it cannot be) what the screen is.
  const heading = loaded
    ? loaded.side === 'business'
      ? loaded.applicant_name
      : loaded.business_name
    : t`Conversation`;
  const queryClient = useQueryClient();
  const readAt = conversation.dataUpdatedAt;
  // Each reading marks the other side's messages read: the list's unread counts are read again.
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
  }, [queryClient, readAt]);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <BackLink to={loaded?.side === 'admin' ? '/admin?tab=messages' : '/messages'}>
        <Trans>All messages</Trans>
      </BackLink>
      <PageHeading title={heading} tracking="tight" size="small">
        {loaded &&
          (loaded.side === 'admin'
            ? `${loaded.business_name} · ${loaded.applicant_name} · ${loaded.job_title}`
            : `${loaded.job_title} · ${tc(APPLICATION_STATUS_LABELS[loaded.status])}`)}
      </PageHeading>
      <QueryStates
        query={conversation}
        loading={<Trans>Loading the conversation…</Trans>}
        failed={<Trans>This conversation could not be loaded.</Trans>}
      >
        {(shown) => (
          <div className="space-y-6">
            {shown.side === 'applicant' && (
              <p className="text-sm text-muted-foreground">
                <Trans>
                  Your phone number is not shown to the business. If you get texts about this application, you
                  can also answer by replying to the text.
                </Trans>
              </p>
            )}
            <ConversationView conversation={shown} />
          </div>
        )}
      </QueryStates>
    </div>
  );
}
