import { Trans, useLingui } from '@lingui/react/macro';
import { ADMIN_JOB_MESSAGES, type TJob } from '@perks/contract';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useModerateJob } from '../../api/moderate-job';

/** Approve and Close in one click each; only the move that changes something is offered. */
export function JobModerationButtons({ job, onChanged }: { job: TJob; onChanged?: (job: TJob) => void }) {
  const { t } = useLingui();
  const tc = useContractText();
  const title = job.title;
  const moderate = useModerateJob();
  const decide = (status: 'approved' | 'closed') =>
    moderate.mutate(
      { id: job.id, status },
      {
        onSuccess: (answer) => {
          toast.success(tc(ADMIN_JOB_MESSAGES[status === 'approved' ? 'approved' : 'closed']));
          onChanged?.(answer);
        },
        onError: (error) => toast.error(isApiError(error) ? tc(error.message) : t`Operation failed`),
      },
    );
  return (
    <>
      {job.status !== 'approved' && (
        <Button
          size="sm"
          aria-label={t`Approve ${title}`}
          disabled={moderate.isPending}
          onClick={() => decide('approved')}
        >
          <Trans>Approve</Trans>
        </Button>
      )}
      {job.status !== 'closed' && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Close ${title}`}
          disabled={moderate.isPending}
          onClick={() => decide('closed')}
        >
          <Trans>Close</Trans>
        </Button>
      )}
    </>
  );
}
