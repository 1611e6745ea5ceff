import { JOB_STATUS_LABELS, jobVisibilityLabel, type TJob } from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';

/** 'Approved' filled, 'Pending' and 'Closed' outlined. */
export function JobStatusBadge({ status }: { status: TJob['status'] }) {
  const tc = useContractText();
  return (
    <Badge variant={status === 'approved' ? 'secondary' : 'outline'}>{tc(JOB_STATUS_LABELS[status])}</Badge>
  );
}

/**
 * 'Active' when the public sees the job, 'Hidden' otherwise: an approved job can still be hidden by
 * a posting date ahead or an expiry behind, which the status badge alone does not tell.
 */
export function JobVisibilityBadge({ job }: { job: Pick<TJob, 'status' | 'posted_at' | 'expires_at'> }) {
  const tc = useContractText();
  const label = jobVisibilityLabel(job);
  return <Badge variant={label === 'Active' ? 'default' : 'outline'}>{tc(label)}</Badge>;
}
