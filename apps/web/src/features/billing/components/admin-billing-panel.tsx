import { BILLING_STATUS_LABELS, BILLING_STATUSES, formatUsd, type TAdminBillingRow } from '@perks/contract';
import { format } from 'date-fns';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAdminBilling } from '../api/get-admin-billing';

const day = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy') : '—');

function BillingTable({ rows, caption }: { rows: TAdminBillingRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Business</TableHead>
            <TableHead scope="col">Status</TableHead>
            <TableHead scope="col">Trial ends</TableHead>
            <TableHead scope="col">People billed</TableHead>
            <TableHead scope="col">Unpaid since</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.business_id}>
              <TableCell className="font-medium">{row.business_name}</TableCell>
              <TableCell>{BILLING_STATUS_LABELS[row.status]}</TableCell>
              <TableCell>{day(row.trial_ends_at)}</TableCell>
              <TableCell>{row.quantity}</TableCell>
              <TableCell>{day(row.unpaid_since)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * The admin's billing panel (for the 'Analytics & Billing' tab, `admin:analytics`): monthly
 * recurring revenue, how many businesses are in each status, trials ending in the next 14 days and
 * every business's billing.
 */
export function AdminBillingPanel() {
  const billing = useAdminBilling();
  if (billing.isPending) return <LoadingNotice>Loading billing...</LoadingNotice>;
  if (billing.isError)
    return <LoadFailedNotice onRetry={() => void billing.refetch()}>Could not load billing</LoadFailedNotice>;
  const data = billing.data;
  return (
    <section aria-labelledby="admin-billing-heading" className="space-y-6">
      <h3 id="admin-billing-heading" className="text-lg font-semibold">
        Billing
      </h3>
      {!data.enabled && <p>Billing is off on this server (no Stripe keys): nothing is charged.</p>}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <div className="rounded-md border p-3">
          <dt className="text-sm text-muted-foreground">Monthly recurring revenue</dt>
          <dd data-testid="mrr" className="text-2xl font-bold">
            {formatUsd(data.mrr_cents / 100)}
          </dd>
        </div>
        {BILLING_STATUSES.map((status) => (
          <div key={status} className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{BILLING_STATUS_LABELS[status]}</dt>
            <dd className="text-2xl font-bold">{data.counts[status]}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-2">
        <h4 className="font-semibold">Trials ending in the next 14 days</h4>
        {data.trials_ending.length === 0 ? (
          <p className="text-sm text-muted-foreground">No trial ends in the next 14 days.</p>
        ) : (
          <BillingTable rows={data.trials_ending} caption="Trials ending in the next 14 days" />
        )}
      </div>
      <div className="space-y-2">
        <h4 className="font-semibold">Every business</h4>
        {data.businesses.length === 0 ? (
          <p className="text-sm text-muted-foreground">No business has started a trial yet.</p>
        ) : (
          <BillingTable rows={data.businesses} caption="Every business's billing" />
        )}
      </div>
    </section>
  );
}
