import type { TAuditEvent } from '@perks/contract';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { timeAgo } from '@/lib/time-ago';
import { useRecentActivity } from '../api/list-recent-activity';
import { AUDIT_ACTION_VERBS, auditEntityName, changedFieldList } from '../lib/audit-labels';

function ActivityRow({ event }: { event: TAuditEvent }) {
  const fields = changedFieldList(event);
  return (
    <li className="py-3">
      <p className="text-sm">
        <span className="font-medium">{event.actor_label}</span> {AUDIT_ACTION_VERBS[event.action]}{' '}
        {auditEntityName(event)}
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
  const activity = useRecentActivity();
  let body: React.ReactNode;
  if (activity.isPending) {
    body = <LoadingNotice>Loading recent activity...</LoadingNotice>;
  } else if (activity.isError) {
    body = (
      <LoadFailedNotice onRetry={() => void activity.refetch()}>
        Recent activity could not be loaded.
      </LoadFailedNotice>
    );
  } else if (activity.data.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">No admin changes yet.</p>;
  } else {
    body = (
      <ul className="divide-y" aria-label="Recent admin changes">
        {activity.data.data.map((event) => (
          <ActivityRow key={event.id} event={event} />
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Recent Activity</h2>
        </CardTitle>
        <CardDescription>The latest changes made by administrators</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
