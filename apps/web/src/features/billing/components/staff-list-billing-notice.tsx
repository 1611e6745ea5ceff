import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useBilling } from '../api/get-billing';

/**
 * On /staff: why the list takes no new people when the business's subscription is unpaid past its
 * grace period (decision 067), with the way to fix it. Nothing while it is paid or billing is off.
 */
export function StaffListBillingNotice({ businessId }: { businessId: string }) {
  const billing = useBilling(businessId);
  const data = billing.data;
  if (!data?.enabled || !data.staff_list_closed) return null;
  return (
    <div
      role="alert"
      data-testid="staff-list-closed"
      className="space-y-1 rounded-md border border-destructive p-4 text-sm"
    >
      <p className="font-medium">
        {data.cards_paused ? (
          <Trans>
            This staff list takes no new people because the subscription is unpaid. Everyone already on it
            keeps their membership, but their cards are paused until the business pays.
          </Trans>
        ) : (
          <Trans>
            This staff list takes no new people because the subscription is unpaid. Everyone already on it
            keeps their membership for now.
          </Trans>
        )}
      </p>
      <Link to={`/billing?business=${businessId}`} className="font-medium text-primary underline">
        <Trans>Go to Billing</Trans>
      </Link>
    </div>
  );
}
