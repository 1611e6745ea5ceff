import { SIGN_IN_SESSION_MESSAGES, type TSignInSession } from '@perks/contract';
import { Monitor } from 'lucide-react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { timeAgo } from '@/lib/time-ago';
import { toast } from '@/lib/toast';
import { useEndSignIn } from '../api/delete-sign-in-session';
import { useSignInSessions } from '../api/list-sign-in-sessions';
import { useSignOutOthers } from '../api/sign-out-others';
import { SignOutOthersDialog } from './sign-out-others-dialog';

function failureMessage(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

function DeviceRow({
  session,
  ending,
  onEnd,
}: {
  session: TSignInSession;
  ending: boolean;
  onEnd: (id: string) => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current && <Badge variant="secondary">This device</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            Signed in {timeAgo(session.started_at)} · last active {timeAgo(session.last_active_at)}
            {session.ip ? ` · ${session.ip}` : ''}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={ending}
          onClick={() => onEnd(session.id)}
          aria-label={`Sign out of ${session.device}, signed in ${timeAgo(session.started_at)}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * Where the person's account is signed in, with a way out for a lost phone or a shared computer:
 * sign out of one device, or of every device but this one.
 */
export function SignedInDevices() {
  const sessions = useSignInSessions();
  const endSignIn = useEndSignIn();
  const signOutOthers = useSignOutOthers();
  const busy = endSignIn.isPending || signOutOthers.isPending;
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const onEnd = (id: string) =>
    endSignIn.mutate(id, {
      onSuccess: () => toast.success(SIGN_IN_SESSION_MESSAGES.signedOutOne),
      onError: (error) => toast.error(failureMessage(error)),
    });
  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: (result) => toast.success(SIGN_IN_SESSION_MESSAGES.signedOutOthers(result.signed_out)),
      onError: (error) => toast.error(failureMessage(error)),
    });

  let body: React.ReactNode;
  if (sessions.isPending) {
    body = <LoadingNotice className="py-6">Loading your devices...</LoadingNotice>;
  } else if (sessions.isError) {
    body = (
      <LoadFailedNotice className="gap-3 py-4" onRetry={() => void sessions.refetch()}>
        Your devices could not be loaded. {failureMessage(sessions.error)}
      </LoadFailedNotice>
    );
  } else {
    body = (
      <>
        <ul className="divide-y" aria-label="Signed-in devices">
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} ending={busy} onEnd={onEnd} />
          ))}
        </ul>
        {others === 0 && (
          <p className="pt-2 text-sm text-muted-foreground">You are not signed in anywhere else.</p>
        )}
      </>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>
            <h2>Signed-in devices</h2>
          </CardTitle>
          <CardDescription>
            Where your account is signed in. Sign out of any device you no longer use or do not recognise.
          </CardDescription>
        </div>
        <SignOutOthersDialog disabled={busy || others === 0} onConfirm={onSignOutOthers} />
      </CardHeader>
      <CardContent aria-busy={busy}>{body}</CardContent>
    </Card>
  );
}
