import { Trans } from '@lingui/react/macro';
import { APPLICATION_STATUS_LABELS, type TJob } from '@perks/contract';
import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingNotice } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { useMyApplication } from '../api/get-my-application';
import { ApplyForm } from './apply-form';

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
  const [open, setOpen] = useState(params.get(APPLY_PARAM) === '1');
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
        <Link to="/applications" className="text-sm underline underline-offset-4">
          <Trans>My applications</Trans>
        </Link>
      </p>
    );
  }
  if (!open) {
    return (
      <Button size="lg" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" />
        <Trans>Apply</Trans>
      </Button>
    );
  }
  return <ApplyForm job={job} user={auth.user} />;
}
