import { Trans, useLingui } from '@lingui/react/macro';
import type { TConversationMessage } from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useReportMessage } from '../api/report-message';

interface MessageItemProps {
  message: TConversationMessage;
  applicationId: string;
  /** Written by the reader's side: on the end side, with when the other side read it. */
  own: boolean;
  /** The reader may report it (the other side's, not yet reported, not an admin). */
  canReport: boolean;
}

/**
 * One message. Its words are text: an address in them is shown as written, never made a link,
 * and line breaks are kept.
 */
export function MessageItem({ message, applicationId, own, canReport }: MessageItemProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const timeAgo = useTimeAgo();
  const report = useReportMessage(applicationId);
  const sent = timeAgo(message.created_at);
  return (
    <li className={cn('flex', own ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={t`Message from ${message.author}, ${sent}`}
        className={cn(
          'max-w-[85%] space-y-1 rounded-lg border px-3 py-2 shadow-sm',
          own ? 'bg-accent text-accent-foreground' : 'bg-card',
        )}
      >
        <p className="text-xs font-medium">{message.author}</p>
        {message.deleted ? (
          <p className="text-sm italic text-muted-foreground">
            <Trans>Deleted</Trans>
          </p>
        ) : (
          <p className="whitespace-pre-wrap break-words text-sm">{message.body}</p>
        )}
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={message.created_at}>{sent}</time>
          {message.channel === 'text' && <Trans>By text</Trans>}
          {own && message.read_at && (
            <span>
              <Trans>
                Read <time dateTime={message.read_at}>{timeAgo(message.read_at)}</time>
              </Trans>
            </span>
          )}
          {message.reported && (
            <Badge variant="outline">
              <Trans>Reported</Trans>
            </Badge>
          )}
        </p>
        {canReport && !message.reported && (
          <ConfirmDialog
            title={t`Report this message?`}
            description={t`An administrator will read this conversation.`}
            confirmLabel={t`Report`}
            onConfirm={() =>
              report.mutate(
                { messageId: message.id },
                {
                  onSuccess: () => toast.success(t`Message reported. An administrator will look at it.`),
                  onError: (error) => toast.error(tc(error.message)),
                },
              )
            }
            trigger={
              <Button variant="link" size="inline" disabled={report.isPending}>
                <Trans>Report</Trans>
              </Button>
            }
          />
        )}
      </article>
    </li>
  );
}
