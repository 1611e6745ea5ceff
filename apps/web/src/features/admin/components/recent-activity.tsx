import type { TAuditEvent } from '@perks/contract';
import { formatDistanceToNow } from 'date-fns';
import { AlertCircle, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRecentActivity } from '../api/admin-dashboard';

const VERBS: Record<TAuditEvent['action'], string> = {
  'user.create': 'created a user',
  'user.update': 'updated a user',
  'user.delete': 'deleted a user',
};

function ActivityRow({ event }: { event: TAuditEvent }) {
  const fields = Object.keys(event.changes);
  return (
    <li className="py-3">
      <p className="text-sm">
        <span className="font-medium">{event.actor_label}</span> {VERBS[event.action]}
        {event.action === 'user.update' && fields.length > 0 && (
          <span className="text-muted-foreground"> ({fields.join(', ').replaceAll('_', ' ')})</span>
        )}
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={event.created_at}>
          {formatDistanceToNow(new Date(event.created_at), { addSuffix: true })}
        </time>
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
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Loading recent activity...
      </p>
    );
  } else if (activity.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="flex items-center gap-2 text-sm">
          <AlertCircle aria-hidden="true" className="size-4 text-destructive" />
          Recent activity could not be loaded.
        </p>
        <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
          Try again
        </Button>
      </div>
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
