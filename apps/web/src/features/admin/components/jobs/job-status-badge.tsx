import { JOB_STATUS_LABELS, type TJob } from '@perks/contract';
import { Badge } from '@/components/ui/badge';

/** 'Approved' filled, 'Pending' and 'Closed' outlined. */
export function JobStatusBadge({ status }: { status: TJob['status'] }) {
  return <Badge variant={status === 'approved' ? 'secondary' : 'outline'}>{JOB_STATUS_LABELS[status]}</Badge>;
}
