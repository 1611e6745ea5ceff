import { BUSINESS_FORM_MESSAGES, formatPhoneDisplay, type TAdminBusinessDetail } from '@perks/contract';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteBusiness } from '../../api/delete-business';
import { useAdminBusiness } from '../../api/get-business';
import { businessWord } from './business-labels';
import { BusinessMembers } from './business-members';
import { BusinessStatusBadge } from './business-status-badge';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy, h:mm a');
const limit = (value: number | null, unit: string) => (value ? `${value} ${unit}` : 'No limit');

interface BusinessDetailProps {
  id: string;
  onEdit: (business: TAdminBusinessDetail) => void;
  onDeleted: () => void;
}

/**
 * One business as the admin sees it: its state and details, a link to its public page, who runs
 * it, editing and delete.
 */
export function BusinessDetail({ id, onEdit, onDeleted }: BusinessDetailProps) {
  const query = useAdminBusiness(id);
  const remove = useDeleteBusiness();
  if (query.isPending) return <LoadingNotice>Loading business...</LoadingNotice>;
  if (query.isError) {
    return (
      <LoadFailedNotice onRetry={() => void query.refetch()}>Failed to fetch businesses</LoadFailedNotice>
    );
  }
  const business = query.data;
  const onDelete = () =>
    remove.mutate(business.id, {
      onSuccess: () => {
        toast.success(BUSINESS_FORM_MESSAGES.deleted);
        onDeleted();
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Operation failed'),
    });

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        {business.logo_url && (
          <img src={business.logo_url} alt="" className="size-12 rounded-md border object-cover" />
        )}
        <div>
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {business.name}
            <BusinessStatusBadge status={business.status} />
          </h3>
          <p className="text-sm text-muted-foreground">
            {businessWord(business.business_type)}
            {business.address ? ` · ${business.address}` : ''}
          </p>
        </div>
      </div>
      {business.status === 'inactive' && (
        <p className="rounded-md border border-dashed p-3 text-sm">
          Off the public directory until an administrator sets its status to Active.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Live jobs</dt>
        <dd>{business.active_job_count}</dd>
        <dt className="text-muted-foreground">Employees</dt>
        <dd>{business.employee_count ?? '—'}</dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd>{formatPhoneDisplay(business.phone) || '—'}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{business.email ?? '—'}</dd>
        <dt className="text-muted-foreground">Visits</dt>
        <dd>
          {limit(business.max_visits_per_day, 'a day')} ·{' '}
          {limit(business.time_between_visits_minutes, 'minutes apart')}
        </dd>
        <dt className="text-muted-foreground">Color</dt>
        <dd className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded border"
            style={{ backgroundColor: business.primary_color ?? undefined }}
          />
          {business.primary_color ?? '—'}
        </dd>
        <dt className="text-muted-foreground">Created</dt>
        <dd>{when(business.created_at)}</dd>
        <dt className="text-muted-foreground">ID</dt>
        <dd className="break-all">{business.id}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onEdit(business)}>
          Edit Business
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to={`/business/${business.id}`}>View public page</Link>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to={`/analytics?business=${business.id}`}>View analytics</Link>
        </Button>
        <ConfirmDialog
          title="Delete business"
          description={BUSINESS_FORM_MESSAGES.deleteConfirm}
          confirmLabel="Delete"
          onConfirm={onDelete}
          trigger={
            <Button size="sm" variant="destructive" disabled={remove.isPending}>
              Delete Business
            </Button>
          }
        />
      </div>
      <BusinessMembers businessId={business.id} members={business.members} />
    </div>
  );
}
