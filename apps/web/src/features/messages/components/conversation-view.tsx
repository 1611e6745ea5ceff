import { Trans, useLingui } from '@lingui/react/macro';
import type { TConversation } from '@perks/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InterviewPanel } from '@/features/interviews';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useSetConversationBlock } from '../api/set-conversation-block';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';

/** A conversation: its messages oldest first, the box to answer in, and Block. */
export function ConversationView({ conversation }: { conversation: TConversation }) {
  const { t } = useLingui();
  const tc = useContractText();
  const block = useSetConversationBlock(conversation.id);
  const { side } = conversation;
  const other = side === 'business' ? conversation.applicant_name : conversation.business_name;

  const onBlock = (blocked: boolean) =>
    block.mutate(blocked, {
      onSuccess: () => toast.success(blocked ? t`Blocked ${other}` : t`Unblocked ${other}`),
      onError: (error) => toast.error(tc(error.message)),
    });

  return (
    <div className="space-y-6">
      {side !== 'admin' && ['interview', 'offer', 'hired'].includes(conversation.status) && (
        <InterviewPanel applicationId={conversation.id} applicantName={conversation.applicant_name} />
      )}
      {conversation.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No messages yet. Write the first one below.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Messages`} className="space-y-3">
          {conversation.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              applicationId={conversation.id}
              own={message.side === side}
              canReport={side !== 'admin' && message.side !== side}
            />
          ))}
        </ol>
      )}
      {conversation.can_send ? (
        <MessageComposer applicationId={conversation.id} />
      ) : (
        conversation.closed_reason &&
        side !== 'admin' && (
          <p role="status" className="rounded-md border bg-muted p-3 text-sm">
            {tc(conversation.closed_reason)}
          </p>
        )
      )}
      {side !== 'admin' &&
        (conversation.blocked_by_me ? (
          <Button variant="outline" size="sm" disabled={block.isPending} onClick={() => onBlock(false)}>
            <Trans>Unblock {other}</Trans>
          </Button>
        ) : (
          <ConfirmDialog
            title={t`Block ${other}?`}
            description={t`Their messages will stop until you unblock them. They are not told.`}
            confirmLabel={t`Block`}
            onConfirm={() => onBlock(true)}
            trigger={
              <Button variant="outline" size="sm" disabled={block.isPending}>
                <Trans>Block {other}</Trans>
              </Button>
            }
          />
        ))}
    </div>
  );
}
