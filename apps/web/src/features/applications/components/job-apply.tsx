import { Trans } from '@lingui/react/macro';
import { APPLICATION_STATUS_LABELS, type TJob } from '@perks/contract';
import Check from 'lucide-react/icons/check';
import Send from 'lucide-react/icons/send';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingNotice } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { ApplyBar } from '@/features/jobs';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { useMyApplication } from '../api/get-my-application';

/**
 * The form and what it needs (the contract's schemas, the form resolver, the profile's parts:
 * about 50 KB) load when the person is about to apply, not with the job page: a pointer over
 * 'Apply', a touch or keyboard focus on it starts the download, the tap shows the form.
 */
const loadApplyForm = () => import('./apply-form');
const ApplyForm = lazy(async () => ({ default: (await loadApplyForm()).ApplyForm }));
const preloadApplyForm = () => {
  // A head start only: if it fails, the form's own load on the tap reports the problem.
  loadApplyForm().catch(() => {});
};

/** `?apply=1` on a job page opens the form: where signing in from 'Apply' comes back to. */
export const APPLY_PARAM = 'apply';

/**
 * The in-app 'Apply' of a job page. Visitors sign in first and come back with the form open;
 * signed-in people see the form, or 'Applied {time ago}' once they have applied (from their own
 * call, so the public job stays the same for everyone).
 */
export function JobApply({ job }: { job: TJob }) {
  const timeAgo = useTimeAgo();
  const tc = useContractText();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cameBackToApply = params.get(APPLY_PARAM) === '1';
  const [open, setOpen] = useState(cameBackToApply);
  const signedIn = auth.status === 'signed-in';
  const mine = useMyApplication(job.id, signedIn);

  if (auth.status === 'loading') return null;
  if (!signedIn || !auth.user) {
    const from = { pathname: `/jobs/${job.id}`, search: `?${APPLY_PARAM}=1` };
    return (
      <Button size="lg" className="w-full sm:w-auto" onClick={() => navigate('/login', { state: { from } })}>
        <Send aria-hidden="true" />
        <Trans>Apply</Trans>
      </Button>
    );
  }
  if (mine.isPending)
    return (
      <LoadingNotice>
        <Trans>Checking your application…</Trans>
      </LoadingNotice>
    );
  if (mine.data) {
    const ago = timeAgo(mine.data.applied_at);
    return (
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          <Trans>Applied {ago}</Trans>
        </span>
        <Badge variant="secondary">{tc(APPLICATION_STATUS_LABELS[mine.data.status])}</Badge>
        <Link to={applicationHref(mine.data.id)} className="text-sm underline underline-offset-4">
          <Trans>My applications</Trans>
        </Link>
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        size="lg"
        className="w-full sm:w-auto"
        onPointerEnter={preloadApplyForm}
        onTouchStart={preloadApplyForm}
        onFocus={preloadApplyForm}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden="true" />
        <Trans>Apply</Trans>
      </Button>
    );
  }
  // Back from signing in to apply: the form is what the person came for, so it is brought into
  // view with the keyboard in it, not left at the bottom of a long page.
  return (
    <Suspense
      fallback={
        <LoadingNotice>
          <Trans>Opening the form…</Trans>
        </LoadingNotice>
      }
    >
      <ApplyForm job={job} user={auth.user} focusOnOpen={cameBackToApply} />
    </Suspense>
  );
}

/** One's application on 'My applications' (each card carries this id). */
function applicationHref(applicationId: string): string {
  return `/applications#application-${applicationId}`;
}

/**
 * The phone's sticky bar on a job page: 'Apply for this job' until one has applied, then
 * 'Applied · view status', to the application on 'My applications'.
 */
export function JobApplyBar({ job }: { job: TJob }) {
  const auth = useAuth();
  const mine = useMyApplication(job.id, auth.status === 'signed-in');
  if (!mine.data) return <ApplyBar />;
  return (
    <ApplyBar>
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to={applicationHref(mine.data.id)}>
          <Check aria-hidden="true" />
          <Trans>Applied · view status</Trans>
        </Link>
      </Button>
    </ApplyBar>
  );
}
