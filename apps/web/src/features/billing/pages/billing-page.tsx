import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BILLING_MESSAGES, BILLING_STATUS_LABELS, type TBilling } from '@perks/contract';
import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ManagedBusinessScope } from '@/features/businesses';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBilling } from '../api/get-billing';
import { useOpenStripe } from '../api/open-stripe';
import { BillingLoadState } from '../components/billing-load-state';

/** Dates in full ('February 20, 2027') and dollar amounts, in the reader's language. */
function useFormats() {
  const { i18n } = useLingui();
  return {
    day: (iso: string) => i18n.date(iso, { dateStyle: 'long' }),
    usd: (cents: number) => i18n.number(cents / 100, { style: 'currency', currency: 'USD' }),
  };
}

/**
 * Route /billing (docs/product.md, "Billing"; decision 067): a business's free trial, its status,
 * people count and next invoice, what happens when it is unpaid, and the ways to Stripe Checkout
 * and the customer portal (owners; managers read). `?business=` picks the business.
 */
export function BillingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Billing`);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to="/dashboard">
        <Trans>Back to dashboard</Trans>
      </BackLink>
      <h1 className="text-3xl font-bold">
        <Trans>Billing</Trans>
      </h1>
      <ManagedBusinessScope
        id="billing-business"
        none={t`You don't own or manage a business, so there is nothing to bill.`}
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
  const tc = useContractText();
  if (billing.isPending || billing.isError)
    return <BillingLoadState isPending={billing.isPending} onRetry={() => void billing.refetch()} />;
  const data = billing.data;
  if (!data.enabled) return <p data-testid="billing-off">{tc(BILLING_MESSAGES.off)}</p>;
  if (!data.status) return <p>{tc(BILLING_MESSAGES.notStarted)}</p>;
  return (
    <div className="space-y-6">
      {confirming && !data.has_subscription && (
        <p role="status" className="rounded-md border p-4 text-sm">
          <Trans>Thank you: Stripe is confirming your payment method. This page updates in a moment.</Trans>
        </p>
      )}
      <StatusCard data={data} />
      <UnpaidCard data={data} />
      {data.can_manage ? (
        <StripeActions data={data} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Only an owner of this business can change its billing.</Trans>
        </p>
      )}
    </div>
  );
}

function StatusCard({ data }: { data: TBilling }) {
  const status = data.status!;
  const unpaid = status === 'past_due' || status === 'unpaid' || status === 'canceled';
  const { day, usd } = useFormats();
  const tc = useContractText();
  const people = data.people;
  const price = usd(data.price_per_person_cents);
  const invoice = data.next_invoice;
  const invoiceAmount = invoice ? usd(invoice.amount_cents) : '';
  const invoiceDay = invoice?.at ? day(invoice.at) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle size="lg" className="flex flex-wrap items-center gap-2">
          {data.business_name}
          <Badge data-testid="billing-status" variant={unpaid ? 'destructive' : 'secondary'}>
            {tc(BILLING_STATUS_LABELS[status])}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {status === 'trialing' && data.trial_days_left !== null && data.trial_ends_at && (
            <div>
              <dt className="text-sm text-muted-foreground">
                <Trans>Free trial</Trans>
              </dt>
              <dd data-testid="trial-days-left" className="font-semibold">
                <TrialLeft days={data.trial_days_left} ends={day(data.trial_ends_at)} />
              </dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-muted-foreground">
              <Trans>People on the staff list</Trans>
            </dt>
            <dd className="font-semibold">
              <Trans>
                {people} x {price} a month
              </Trans>
            </dd>
          </div>
          {invoice && (
            <div>
              <dt className="text-sm text-muted-foreground">
                {invoice.from_stripe ? <Trans>Next invoice</Trans> : <Trans>First invoice (estimate)</Trans>}
              </dt>
              <dd className="font-semibold">
                {invoiceDay ? (
                  <Trans>
                    {invoiceAmount} on {invoiceDay}
                  </Trans>
                ) : (
                  invoiceAmount
                )}
              </dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-muted-foreground">
              <Trans>Payment method</Trans>
            </dt>
            <dd className="font-semibold">
              {data.has_subscription ? <Trans>Added</Trans> : <Trans>None yet</Trans>}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** '86 days left (ends February 20, 2027)'. */
function TrialLeft({ days, ends }: { days: number; ends: string }) {
  return <Plural value={days} one={`# day left (ends ${ends})`} other={`# days left (ends ${ends})`} />;
}

function UnpaidCard({ data }: { data: TBilling }) {
  const paidFor = data.has_subscription && (data.status === 'active' || data.status === 'trialing');
  const { day } = useFormats();
  const tc = useContractText();
  const pauseDay = data.cards_pause_at ? day(data.cards_pause_at) : '';
  const closeDay = data.staff_list_closes_at ? day(data.staff_list_closes_at) : '';
  return (
    <section aria-labelledby="when-unpaid-heading" className="space-y-2 rounded-md border p-4">
      <h2 id="when-unpaid-heading" className="text-lg font-semibold">
        <Trans>What happens when a subscription is unpaid</Trans>
      </h2>
      {data.cards_paused && (
        <p role="alert" className="font-medium text-destructive">
          <Trans>
            Your members' cards are paused and your staff list takes no new people. Paying restores both at
            once.
          </Trans>
        </p>
      )}
      {!data.cards_paused && data.staff_list_closed && data.cards_pause_at && (
        <p role="alert" className="font-medium text-destructive">
          <Trans>Your staff list takes no new people. Members' cards keep working until {pauseDay}.</Trans>
        </p>
      )}
      {!paidFor && !data.staff_list_closed && data.staff_list_closes_at && (
        <p className="font-medium">
          <Trans>Without payment, the staff list closes to new people on {closeDay}.</Trans>
        </p>
      )}
      <ul className="list-disc space-y-1 ps-5 text-sm text-muted-foreground">
        {BILLING_MESSAGES.whenUnpaid.map((line) => (
          <li key={line}>{tc(line)}</li>
        ))}
      </ul>
    </section>
  );
}

function StripeActions({ data }: { data: TBilling }) {
  const checkout = useOpenStripe(data.business_id, 'checkout');
  const portal = useOpenStripe(data.business_id, 'portal');
  const failure = checkout.error ?? portal.error;
  const { t } = useLingui();
  const tc = useContractText();
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        {!data.has_subscription && (
          <Button onClick={() => checkout.mutate()} disabled={checkout.isPending}>
            {checkout.isPending ? t`Opening Stripe...` : t`Add a payment method`}
          </Button>
        )}
        {data.has_subscription && (
          <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
            {portal.isPending ? t`Opening Stripe...` : t`Manage card, invoices or cancel`}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>Payments go through Stripe; we never see your card number.</Trans>
      </p>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {tc(failure.message)}
        </p>
      )}
    </div>
  );
}
