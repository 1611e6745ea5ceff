import { ADMIN_JOB_MESSAGES, type TJob } from '@perks/contract';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useModerateJob } from '../../api/moderate-job';

/** Approve and Close in one click each; only the move that changes something is offered. */
export function JobModerationButtons({ job, onChanged }: { job: TJob; onChanged?: (job: TJob) => void }) {
  const moderate = useModerateJob();
  const decide = (status: 'approved' | 'closed') =>
    moderate.mutate(
      { id: job.id, status },
      {
        onSuccess: (answer) => {
          toast.success(ADMIN_JOB_MESSAGES[status === 'approved' ? 'approved' : 'closed']);
          onChanged?.(answer);
        },
        onError: (error) => toast.error(isApiError(error) ? error.message : 'Operation failed'),
      },
    );
  return (
    <>
      {job.status !== 'approved' && (
        <Button
          size="sm"
          aria-label={`Approve ${job.title}`}
          disabled={moderate.isPending}
          onClick={() => decide('approved')}
        >
          Approve
        </Button>
      )}
      {job.status !== 'closed' && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Close ${job.title}`}
          disabled={moderate.isPending}
          onClick={() => decide('closed')}
        >
          Close
        </Button>
      )}
    </>
  );
}
