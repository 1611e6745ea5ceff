import { timeAgo } from '@/lib/time-ago';
import { useUserActivity } from '../../api/list-user-activity';
import { AUDIT_ACTION_VERBS, changedFieldList } from '../../lib/audit-labels';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The right panel's overview: what administrators last changed on this account. */
export function UserActivity({ userId }: { userId: string }) {
  const activity = useUserActivity(userId);
  if (activity.isPending) return <p className="text-sm text-muted-foreground">Loading activity...</p>;
  if (activity.isError)
    return (
      <p role="alert" className="text-sm">
        Activity could not be loaded.
      </p>
    );
  if (activity.data.data.length === 0)
    return <p className="text-sm text-muted-foreground">No recent activity</p>;
  return (
    <ul aria-label="Recent activity for this user" className="divide-y text-sm">
      {activity.data.data.map((event) => (
        <li key={event.id} className="py-2">
          <p>
            {capitalised(AUDIT_ACTION_VERBS[event.action])} by {event.actor_label}
          </p>
          <p className="text-xs text-muted-foreground">
            {changedFieldList(event)} · {timeAgo(event.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
