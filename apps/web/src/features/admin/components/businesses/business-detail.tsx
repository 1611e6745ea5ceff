import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_FORM_MESSAGES, formatPhoneDisplay, type TAdminBusinessDetail } from '@perks/contract';
import { Link } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDeleteBusiness } from '../../api/delete-business';
import { useAdminBusiness } from '../../api/get-business';
import { useBusinessWord } from './business-labels';
import { BusinessMembers } from './business-members';
import { BusinessStatusBadge } from './business-status-badge';

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
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const word = useBusinessWord();
  const query = useAdminBusiness(id);
  const remove = useDeleteBusiness();
  if (query.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading business...</Trans>
      </LoadingNotice>
    );
  if (query.isError) {
    return (
      <LoadFailedNotice onRetry={() => void query.refetch()}>
        <Trans>Failed to fetch businesses</Trans>
      </LoadFailedNotice>
    );
  }
  const business = query.data;
  const onDelete = () =>
    remove.mutate(business.id, {
      onSuccess: () => {
        toast.success(tc(BUSINESS_FORM_MESSAGES.deleted));
        onDeleted();
      },
      onError: (error) => toast.error(isApiError(error) ? tc(error.message) : t`Operation failed`),
    });
  const perDay = business.max_visits_per_day;
  const minutesApart = business.time_between_visits_minutes;
  const created = i18n.date(business.created_at, { dateStyle: 'medium', timeStyle: 'short' });

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
            {word(business.business_type)}
            {business.address ? ` · ${business.address}` : ''}
          </p>
        </div>
      </div>
      {business.status === 'inactive' && (
        <p className="rounded-md border border-dashed p-3 text-sm">
          <Trans>Off the public directory until an administrator sets its status to Active.</Trans>
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">
          <Trans>Live jobs</Trans>
        </dt>
        <dd>{business.active_job_count}</dd>
        <dt className="text-muted-foreground">
          <Trans>Employees</Trans>
        </dt>
        <dd>{business.employee_count ?? '—'}</dd>
        <dt className="text-muted-foreground">
          <Trans>Phone</Trans>
        </dt>
        <dd>{formatPhoneDisplay(business.phone) || '—'}</dd>
        <dt className="text-muted-foreground">
          <Trans>Email</Trans>
        </dt>
        <dd className="break-all">{business.email ?? '—'}</dd>
        <dt className="text-muted-foreground">
          <Trans>Visits</Trans>
        </dt>
        <dd>
          {perDay ? <Trans>{perDay} a day</Trans> : <Trans>No limit</Trans>} ·{' '}
          {minutesApart ? <Trans>{minutesApart} minutes apart</Trans> : <Trans>No limit</Trans>}
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Color</Trans>
        </dt>
        <dd className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded border"
            style={{ backgroundColor: business.primary_color ?? undefined }}
          />
          {business.primary_color ?? '—'}
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Created</Trans>
        </dt>
        <dd>{created}</dd>
        <dt className="text-muted-foreground">
          <Trans>ID</Trans>
        </dt>
        <dd className="break-all">{business.id}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onEdit(business)}>
          <Trans>Edit Business</Trans>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to={`/business/${business.id}`}>
            <Trans>View public page</Trans>
          </Link>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to={`/analytics?business=${business.id}`}>
            <Trans>View analytics</Trans>
          </Link>
        </Button>
        <ConfirmDialog
          title={t`Delete business`}
          description={tc(BUSINESS_FORM_MESSAGES.deleteConfirm)}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          onConfirm={onDelete}
          trigger={
            <Button size="sm" variant="destructive" disabled={remove.isPending}>
              <Trans>Delete Business</Trans>
            </Button>
          }
        />
      </div>
      <BusinessMembers businessId={business.id} members={business.members} />
    </div>
  );
}
