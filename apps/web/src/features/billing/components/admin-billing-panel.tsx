import { Trans, useLingui } from '@lingui/react/macro';
import { BILLING_STATUS_LABELS, BILLING_STATUSES, type TAdminBillingRow } from '@perks/contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useContractText } from '@/lib/i18n/contract-text';
import { useAdminBilling } from '../api/get-admin-billing';
import { BillingLoadState } from './billing-load-state';

function BillingTable({ rows, caption }: { rows: TAdminBillingRow[]; caption: string }) {
  const { i18n } = useLingui();
  const tc = useContractText();
  const day = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'medium' }) : '—');
  return (
    <Table scrollLabel={caption}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">
            <Trans>Business</Trans>
          </TableHead>
          <TableHead scope="col">
            <Trans>Status</Trans>
          </TableHead>
          <TableHead scope="col">
            <Trans>Trial ends</Trans>
          </TableHead>
          <TableHead scope="col">
            <Trans>People billed</Trans>
          </TableHead>
          <TableHead scope="col">
            <Trans>Unpaid since</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.business_id}>
            <TableCell className="font-medium">{row.business_name}</TableCell>
            <TableCell>{tc(BILLING_STATUS_LABELS[row.status])}</TableCell>
            <TableCell>{day(row.trial_ends_at)}</TableCell>
            <TableCell>{i18n.number(row.quantity)}</TableCell>
            <TableCell>{day(row.unpaid_since)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The admin's billing panel (for the 'Analytics & Billing' tab, `admin:analytics`): monthly
 * recurring revenue, how many businesses are in each status, trials ending in the next 14 days and
 * every business's billing.
 */
export function AdminBillingPanel() {
  const billing = useAdminBilling();
  const { t, i18n } = useLingui();
  const tc = useContractText();
  if (billing.isPending || billing.isError)
    return <BillingLoadState isPending={billing.isPending} onRetry={() => void billing.refetch()} />;
  const data = billing.data;
  return (
    <section aria-labelledby="admin-billing-heading" className="space-y-6">
      <h3 id="admin-billing-heading" className="text-lg font-semibold">
        <Trans>Billing</Trans>
      </h3>
      {!data.enabled && (
        <p>
          <Trans>Billing is off on this server (no Stripe keys): nothing is charged.</Trans>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <div className="rounded-md border p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Monthly recurring revenue</Trans>
          </dt>
          <dd data-testid="mrr" className="text-2xl font-bold">
            {i18n.number(data.mrr_cents / 100, { style: 'currency', currency: 'USD' })}
          </dd>
        </div>
        {BILLING_STATUSES.map((status) => (
          <div key={status} className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{tc(BILLING_STATUS_LABELS[status])}</dt>
            <dd className="text-2xl font-bold">{i18n.number(data.counts[status])}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-2">
        <h4 className="font-semibold">
          <Trans>Trials ending in the next 14 days</Trans>
        </h4>
        {data.trials_ending.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No trial ends in the next 14 days.</Trans>
          </p>
        ) : (
          <BillingTable rows={data.trials_ending} caption={t`Trials ending in the next 14 days`} />
        )}
      </div>
      <div className="space-y-2">
        <h4 className="font-semibold">
          <Trans>Every business</Trans>
        </h4>
        {data.businesses.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No business has started a trial yet.</Trans>
          </p>
        ) : (
          <BillingTable rows={data.businesses} caption={t`Every business's billing`} />
        )}
      </div>
    </section>
  );
}
