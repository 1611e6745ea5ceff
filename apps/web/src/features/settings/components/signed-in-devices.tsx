import { Trans, useLingui } from '@lingui/react/macro';
import { SIGN_IN_SESSION_MESSAGES, type TSignInSession } from '@perks/contract';
import { Monitor } from 'lucide-react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { CardHeading } from '@/components/titled-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { toast } from '@/lib/toast';
import { useEndSignIn } from '../api/delete-sign-in-session';
import { useSignInSessions } from '../api/list-sign-in-sessions';
import { useSignOutOthers } from '../api/sign-out-others';
import { SignOutOthersDialog } from './sign-out-others-dialog';

/** The server's words for a failure, in the reader's language; ours when it sent none. */
function useFailureMessage() {
  const { t } = useLingui();
  const tc = useContractText();
  return (error: unknown) =>
    isApiError(error) ? tc(error.message) : t`Something went wrong. Please try again.`;
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
  const { t } = useLingui();
  const tc = useContractText();
  const timeAgo = useTimeAgo();
  const device = tc(session.device);
  const started = timeAgo(session.started_at);
  const lastActive = timeAgo(session.last_active_at);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {device}
            {session.current && (
              <Badge variant="secondary">
                <Trans>This device</Trans>
              </Badge>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Signed in {started} · last active {lastActive}
            </Trans>
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
          aria-label={t`Sign out of ${device}, signed in ${started}`}
        >
          <Trans>Sign out</Trans>
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
  const { t } = useLingui();
  const tc = useContractText();
  const failureMessage = useFailureMessage();
  const sessions = useSignInSessions();
  const endSignIn = useEndSignIn();
  const signOutOthers = useSignOutOthers();
  const busy = endSignIn.isPending || signOutOthers.isPending;
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const onEnd = (id: string) =>
    endSignIn.mutate(id, {
      onSuccess: () => toast.success(tc(SIGN_IN_SESSION_MESSAGES.signedOutOne)),
      onError: (error) => toast.error(failureMessage(error)),
    });
  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: (result) => toast.success(tc(SIGN_IN_SESSION_MESSAGES.signedOutOthers(result.signed_out))),
      onError: (error) => toast.error(failureMessage(error)),
    });

  let body: React.ReactNode;
  if (sessions.isPending) {
    body = (
      <LoadingNotice className="py-6">
        <Trans>Loading your devices...</Trans>
      </LoadingNotice>
    );
  } else if (sessions.isError) {
    body = (
      <LoadFailedNotice gap="gap-3" className="py-4" onRetry={() => void sessions.refetch()}>
        <Trans>Your devices could not be loaded.</Trans> {failureMessage(sessions.error)}
      </LoadFailedNotice>
    );
  } else {
    body = (
      <>
        <ul className="divide-y" aria-label={t`Signed-in devices`}>
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} ending={busy} onEnd={onEnd} />
          ))}
        </ul>
        {others === 0 && (
          <p className="pt-2 text-sm text-muted-foreground">
            <Trans>You are not signed in anywhere else.</Trans>
          </p>
        )}
      </>
    );
  }

  return (
    <Card>
      <CardHeader layout="row">
        <div className="space-y-1.5">
          <CardHeading
            title={<Trans>Signed-in devices</Trans>}
            description={
              <Trans>
                Where your account is signed in. Sign out of any device you no longer use or do not recognise.
              </Trans>
            }
          />
        </div>
        <SignOutOthersDialog disabled={busy || others === 0} onConfirm={onSignOutOthers} />
      </CardHeader>
      <CardContent aria-busy={busy}>{body}</CardContent>
    </Card>
  );
}
