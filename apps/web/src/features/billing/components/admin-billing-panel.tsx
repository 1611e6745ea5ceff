import { Trans, useLingui } from '@lingui/react/macro';
import { BILLING_STATUS_LABELS, BILLING_STATUSES, type TAdminBillingRow } from '@perks/contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useContractText } from '@/lib/i18n/contract-text';
import { useAdminBilling } from '../api/get-admin-billing';
import { BillingLoadState } from './billing-load-state';

function BillingTable({ rows, caption }: { rows: TAdminBillingRow[]; caption: string }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const day = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'medium' }) : '—');
  const label = {
    business: t`Business`,
    status: t`Status`,
    trial: t`Trial ends`,
    billed: t`People billed`,
    unpaid: t`Unpaid since`,
  };
  return (
    <Table scrollLabel={caption} stackOnPhone>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{label.business}</TableHead>
          <TableHead scope="col">{label.status}</TableHead>
          <TableHead scope="col">{label.trial}</TableHead>
          <TableHead scope="col">{label.billed}</TableHead>
          <TableHead scope="col">{label.unpaid}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.business_id}>
            <TableCell data-label={label.business} className="font-medium">
              {row.business_name}
            </TableCell>
            <TableCell data-label={label.status}>{tc(BILLING_STATUS_LABELS[row.status])}</TableCell>
            <TableCell data-label={label.trial}>{day(row.trial_ends_at)}</TableCell>
            <TableCell data-label={label.billed}>{i18n.number(row.quantity)}</TableCell>
            <TableCell data-label={label.unpaid}>{day(row.unpaid_since)}</TableCell>
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
