import { Trans, useLingui } from '@lingui/react/macro';
import type { TAuditEvent } from '@perks/contract';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { TitledCard } from '@/components/titled-card';
import { useTimeAgo } from '@/lib/time-ago';
import { useRecentActivity } from '../api/list-recent-activity';
import { changedFieldList } from '../lib/audit-labels';
import { AuditSentence } from './audit-sentence';

function ActivityRow({ event }: { event: TAuditEvent }) {
  const timeAgo = useTimeAgo();
  const fields = changedFieldList(event);
  return (
    <li className="py-3">
      <p className="text-sm">
        <AuditSentence event={event} />
        {(event.action.endsWith('.update') || event.action === 'job.status') && fields && (
          <span className="text-muted-foreground"> ({fields})</span>
        )}
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={event.created_at}>{timeAgo(event.created_at)}</time>
        {' · '}
        <span className="break-all">{event.entity_id}</span>
      </p>
    </li>
  );
}

/** The newest admin writes, from the audit trail. */
export function RecentActivity() {
  const { t } = useLingui();
  const activity = useRecentActivity();
  let body: React.ReactNode;
  if (activity.isPending) {
    body = (
      <LoadingNotice>
        <Trans>Loading recent activity...</Trans>
      </LoadingNotice>
    );
  } else if (activity.isError) {
    body = (
      <LoadFailedNotice onRetry={() => void activity.refetch()}>
        <Trans>Recent activity could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  } else if (activity.data.data.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        <Trans>No admin changes yet.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className="divide-y" aria-label={t`Recent admin changes`}>
        {activity.data.data.map((event) => (
          <ActivityRow key={event.id} event={event} />
        ))}
      </ul>
    );
  }
  return (
    <TitledCard
      title={<Trans>Recent Activity</Trans>}
      description={<Trans>The latest changes made by administrators</Trans>}
    >
      {body}
    </TitledCard>
  );
}
