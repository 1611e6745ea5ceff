import { Trans, useLingui } from '@lingui/react/macro';
import { useTimeAgo } from '@/lib/time-ago';
import { useUserActivity } from '../../api/list-user-activity';
import { accountActivityLine, changedFieldList } from '../../lib/audit-labels';

/** The right panel's overview: what administrators last changed on this account. */
export function UserActivity({ userId }: { userId: string }) {
  const timeAgo = useTimeAgo();
  const { t } = useLingui();
  const activity = useUserActivity(userId);
  if (activity.isPending)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Loading activity...</Trans>
      </p>
    );
  if (activity.isError)
    return (
      <p role="alert" className="text-sm">
        <Trans>Activity could not be loaded.</Trans>
      </p>
    );
  if (activity.data.data.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No recent activity</Trans>
      </p>
    );
  return (
    <ul aria-label={t`Recent activity for this user`} className="divide-y text-sm">
      {activity.data.data.map((event) => (
        <li key={event.id} className="py-2">
          <p>{accountActivityLine(event)}</p>
          <p className="text-xs text-muted-foreground">
            {changedFieldList(event)} · {timeAgo(event.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
