import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_STATUS_LABELS } from '@perks/contract';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConversations } from '../api/list-conversations';

/** Route /messages: the person's conversations, newest first, with what is unread. */
export function MessagesPage() {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const timeAgo = useTimeAgo();
  useDocumentTitle(t`Messages`);
  const conversations = useConversations();

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={<Trans>Messages</Trans>} tracking="tight" size="small">
        <Trans>Conversations about applications, with businesses or with applicants.</Trans>
      </PageHeading>
      <QueryStates
        query={conversations}
        loading={<Trans>Loading your messages…</Trans>}
        failed={<Trans>Your messages could not be loaded.</Trans>}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              title={<Trans>No messages yet</Trans>}
              hint={
                <Trans>
                  A conversation starts when a business writes about an application, or you write to an
                  applicant.
                </Trans>
              }
              action={
                <ButtonLink to="/applications" variant="outline">
                  <Trans>My Applications</Trans>
                </ButtonLink>
              }
            />
          ) : (
            <ul className="divide-y rounded-lg border bg-card">
              {items.map((item) => {
                const other = item.side === 'business' ? item.applicant_name : item.business_name;
                return (
                  <li key={item.id}>
                    <Link
                      to={`/messages/${item.id}`}
                      className="block space-y-1 p-4 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                    >
                      <span className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold">{other}</span>
                        {item.unread > 0 && (
                          <Badge>
                            <Trans>{i18n.number(item.unread)} unread</Trans>
                          </Badge>
                        )}
                      </span>
                      <span className="block text-sm text-muted-foreground">
                        {item.job_title} · {tc(APPLICATION_STATUS_LABELS[item.status])} ·{' '}
                        <time dateTime={item.last_message_at}>{timeAgo(item.last_message_at)}</time>
                      </span>
                      <span className="block truncate text-sm">{item.last_message}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryStates>
    </div>
  );
}
