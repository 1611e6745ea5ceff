import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/load-states';
import { useTimeAgo } from '@/lib/time-ago';
import { useReportedMessages } from '../api/list-reported-messages';

/** The admin panel's reported messages: what was written, by which side, why it was reported, and the conversation. */
export function ReportedMessages() {
  const { t } = useLingui();
  const timeAgo = useTimeAgo();
  const reported = useReportedMessages();
  return (
    <section aria-labelledby="reported-messages-heading" className="space-y-4">
      <h2 id="reported-messages-heading" className="text-xl font-semibold">
        <Trans>Reported messages</Trans>
      </h2>
      <QueryStates
        query={reported}
        loading={<Trans>Loading reported messages…</Trans>}
        failed={<Trans>Reported messages could not be loaded.</Trans>}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              title={<Trans>No reported messages</Trans>}
              hint={<Trans>A message either side reports shows here with its conversation.</Trans>}
              action={null}
            />
          ) : (
            <ul className="space-y-3">
              {items.map((item) => (
                <li key={item.report_id}>
                  <article
                    aria-label={t`Message from ${item.author}`}
                    className="space-y-2 rounded-lg border bg-card p-4 shadow-sm"
                  >
                    <p className="text-sm text-muted-foreground">
                      {item.business_name} · {item.applicant_name} · {item.job_title}
                    </p>
                    <p className="text-sm font-medium">
                      {item.side === 'business' ? (
                        <Trans>From the business ({item.author})</Trans>
                      ) : (
                        <Trans>From the applicant ({item.author})</Trans>
                      )}
                    </p>
                    <blockquote className="whitespace-pre-wrap break-words border-s-2 ps-3 text-sm">
                      {item.body}
                    </blockquote>
                    <p className="text-sm">
                      {item.reported_by_side === 'business' ? (
                        <Trans>Reported by the business</Trans>
                      ) : (
                        <Trans>Reported by the applicant</Trans>
                      )}{' '}
                      · <time dateTime={item.reported_at}>{timeAgo(item.reported_at)}</time>
                      {item.reason && <> · {item.reason}</>}
                    </p>
                    <Link
                      to={`/messages/${item.conversation_id}`}
                      className="text-sm font-medium text-primary underline underline-offset-4"
                    >
                      <Trans>Open the conversation</Trans>
                    </Link>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </section>
  );
}
