import { Trans, useLingui } from '@lingui/react/macro';
import { UUID_PATTERN } from '@perks/contract';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useAuth } from '@/features/auth';
import { ManagedBusinessScope, managedBusinesses, useUserBusinesses } from '@/features/businesses';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BusinessAnalyticsView } from '../components/business-analytics-view';

/**
 * Route /analytics (docs/product.md, "Analytics"; decision 066): what a business's jobs, listing,
 * team and perks did over a period, beside the period before. `?business=` picks the business when
 * the person runs several (an admin may name any business there); `?period=` (7, 30, 90 or custom
 * with `from` and `to`) the period.
 */
export function AnalyticsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Business Analytics`);
  const auth = useAuth();
  const [params] = useSearchParams();
  const memberships = useUserBusinesses(auth.status === 'signed-in');
  const asked = params.get('business') ?? '';
  // An admin's look at a business they do not run: the API decides (404 when there is none).
  const adminLook =
    auth.isAdmin &&
    UUID_PATTERN.test(asked) &&
    memberships.isSuccess &&
    !managedBusinesses(memberships.data).some((business) => business.id === asked);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeading title={<Trans>Business Analytics</Trans>}>
        <Trans>How your job posts, your business page, your team's cards and your perks are doing.</Trans>
      </PageHeading>
      {adminLook ? (
        <BusinessAnalyticsView key={asked} businessId={asked} />
      ) : (
        <ManagedBusinessScope
          id="analytics-business"
          none={t`You don't own or manage a business yet, so there are no figures to show.`}
        >
          {(business) => <BusinessAnalyticsView key={business.id} businessId={business.id} />}
        </ManagedBusinessScope>
      )}
    </div>
  );
}
