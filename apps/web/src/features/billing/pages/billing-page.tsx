import { BILLING_MESSAGES, BILLING_STATUS_LABELS, formatUsd, type TBilling } from '@perks/contract';
import { format } from 'date-fns';
import { useSearchParams } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ManagedBusinessScope } from '@/features/businesses';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBilling } from '../api/get-billing';
import { useOpenStripe } from '../api/open-stripe';

const day = (iso: string) => format(new Date(iso), 'MMMM d, yyyy');

/**
 * Route /billing (docs/product.md, "Billing"; decision 067): a business's free trial, its status,
 * people count and next invoice, what happens when it is unpaid, and the ways to Stripe Checkout
 * and the customer portal (owners; managers read). `?business=` picks the business.
 */
export function BillingPage() {
  useDocumentTitle('Billing');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Billing</h1>
      <ManagedBusinessScope
        id="billing-business"
        none="You don't own or manage a business, so there is nothing to bill."
      >
        {(business) => <BusinessBilling key={business.id} businessId={business.id} />}
      </ManagedBusinessScope>
    </div>
  );
}

function BusinessBilling({ businessId }: { businessId: string }) {
  const [search] = useSearchParams();
  const confirming = search.get('checkout') === 'done';
  const billing = useBilling(businessId, confirming);
  if (billing.isPending) return <LoadingNotice>Loading billing...</LoadingNotice>;
  if (billing.isError)
    return <LoadFailedNotice onRetry={() => void billing.refetch()}>Could not load billing</LoadFailedNotice>;
  const data = billing.data;
  if (!data.enabled) return <p data-testid="billing-off">{BILLING_MESSAGES.off}</p>;
  if (!data.status) return <p>{BILLING_MESSAGES.notStarted}</p>;
  return (
    <div className="space-y-6">
      {confirming && !data.has_subscription && (
        <p role="status" className="rounded-md border p-4 text-sm">
          Thank you: Stripe is confirming your payment method. This page updates in a moment.
        </p>
      )}
      <StatusCard data={data} />
      <UnpaidCard data={data} />
      {data.can_manage ? (
        <StripeActions data={data} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Only an owner of this business can change its billing.
        </p>
      )}
    </div>
  );
}

function StatusCard({ data }: { data: TBilling }) {
  const status = data.status!;
  const unpaid = status === 'past_due' || status === 'unpaid' || status === 'canceled';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
          {data.business_name}
          <Badge data-testid="billing-status" variant={unpaid ? 'destructive' : 'secondary'}>
            {BILLING_STATUS_LABELS[status]}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {status === 'trialing' && data.trial_days_left !== null && data.trial_ends_at && (
            <div>
              <dt className="text-sm text-muted-foreground">Free trial</dt>
              <dd data-testid="trial-days-left" className="font-semibold">
                {data.trial_days_left === 1 ? '1 day left' : `${data.trial_days_left} days left`} (ends{' '}
                {day(data.trial_ends_at)})
              </dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-muted-foreground">People on the staff list</dt>
            <dd className="font-semibold">
              {data.people} x {formatUsd(data.price_per_person_cents / 100)} a month
            </dd>
          </div>
          {data.next_invoice && (
            <div>
              <dt className="text-sm text-muted-foreground">
                {data.next_invoice.from_stripe ? 'Next invoice' : 'First invoice (estimate)'}
              </dt>
              <dd className="font-semibold">
                {formatUsd(data.next_invoice.amount_cents / 100)}
                {data.next_invoice.at && ` on ${day(data.next_invoice.at)}`}
              </dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-muted-foreground">Payment method</dt>
            <dd className="font-semibold">{data.has_subscription ? 'Added' : 'None yet'}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function UnpaidCard({ data }: { data: TBilling }) {
  const paidFor = data.has_subscription && (data.status === 'active' || data.status === 'trialing');
  return (
    <section aria-labelledby="when-unpaid-heading" className="space-y-2 rounded-md border p-4">
      <h2 id="when-unpaid-heading" className="text-lg font-semibold">
        What happens when a subscription is unpaid
      </h2>
      {data.cards_paused && (
        <p role="alert" className="font-medium text-destructive">
          Your members' cards are paused and your staff list takes no new people. Paying restores both at
          once.
        </p>
      )}
      {!data.cards_paused && data.staff_list_closed && data.cards_pause_at && (
        <p role="alert" className="font-medium text-destructive">
          Your staff list takes no new people. Members' cards keep working until {day(data.cards_pause_at)}.
        </p>
      )}
      {!paidFor && !data.staff_list_closed && data.staff_list_closes_at && (
        <p className="font-medium">
          Without payment, the staff list closes to new people on {day(data.staff_list_closes_at)}.
        </p>
      )}
      <ul className="list-disc space-y-1 ps-5 text-sm text-muted-foreground">
        {BILLING_MESSAGES.whenUnpaid.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

function StripeActions({ data }: { data: TBilling }) {
  const checkout = useOpenStripe(data.business_id, 'checkout');
  const portal = useOpenStripe(data.business_id, 'portal');
  const failure = checkout.error ?? portal.error;
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        {!data.has_subscription && (
          <Button onClick={() => checkout.mutate()} disabled={checkout.isPending}>
            {checkout.isPending ? 'Opening Stripe...' : 'Add a payment method'}
          </Button>
        )}
        {data.has_subscription && (
          <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
            {portal.isPending ? 'Opening Stripe...' : 'Manage card, invoices or cancel'}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Payments go through Stripe; we never see your card number.
      </p>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure.message}
        </p>
      )}
    </div>
  );
}
