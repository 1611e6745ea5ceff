import { ManagedBusinessScope } from '@/features/businesses';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BusinessAnalyticsView } from '../components/business-analytics-view';

/**
 * Route /analytics (docs/product.md, "Analytics"; decision 066): what a business's jobs, listing,
 * team and perks did over a period, beside the period before. `?business=` picks the business when
 * the person runs several; `?period=` (7, 30, 90 or custom with `from` and `to`) the period.
 */
export function AnalyticsPage() {
  useDocumentTitle('Business Analytics');
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Business Analytics</h1>
        <p className="text-muted-foreground">
          How your job posts, your business page, your team's cards and your perks are doing.
        </p>
      </div>
      <ManagedBusinessScope
        id="analytics-business"
        none="You don't own or manage a business yet, so there are no figures to show."
      >
        {(business) => <BusinessAnalyticsView key={business.id} businessId={business.id} />}
      </ManagedBusinessScope>
    </div>
  );
}
