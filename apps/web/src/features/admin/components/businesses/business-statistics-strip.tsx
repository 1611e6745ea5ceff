import { BUSINESS_TYPES, type TAdminBusiness, TOP_BUSINESS_TYPES } from '@perks/contract';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useBusinessStatistics } from '../../api/get-business-statistics';
import { businessFiguresFromPage, type ListPage } from '../../lib/figures-from-page';
import { FigureTiles } from '../figure-tiles';
import { businessWord } from './business-labels';

/**
 * The stats strip of the Businesses tab: totals by status, recent, staff, jobs, and the top 5 types.
 * When the statistics call fails, the figures come from the list's page, under the failure notice.
 */
export function BusinessStatisticsStrip({ pageData }: { pageData: ListPage<TAdminBusiness> | null }) {
  const statistics = useBusinessStatistics();
  if (statistics.isPending) return <LoadingNotice>Loading business statistics...</LoadingNotice>;
  const failed = (
    <LoadFailedNotice onRetry={() => void statistics.refetch()}>
      Failed to load business statistics
    </LoadFailedNotice>
  );
  if (statistics.isError && !pageData) return failed;
  const fallback = statistics.isError && pageData;
  const figures = fallback ? businessFiguresFromPage(pageData) : statistics.data;
  if (!figures) return null;
  const members = fallback ? null : statistics.data;
  const items: [string, number][] = [
    ['Total Businesses', figures.total],
    ['Active', figures.by_status.active],
    ['Waiting for Review', figures.by_status.inactive],
    ['Hiring Now', figures.with_jobs],
    ['New This Month', figures.recently_created],
  ];
  const topTypes = BUSINESS_TYPES.map((type) => [type, figures.by_type[type]] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_BUSINESS_TYPES);
  return (
    <div className="space-y-2">
      {fallback && failed}
      <FigureTiles items={items} />
      <p className="text-sm text-muted-foreground">
        Top types:{' '}
        {topTypes.length === 0
          ? 'none yet'
          : topTypes
              .map(([type, count]) => `${businessWord(type)} ${count.toLocaleString('en-US')}`)
              .join(' · ')}
        {/* Memberships are not in the list's rows, so the fallback leaves them out. */}
        {members && (
          <>
            {' · '}
            {members.total_business_users.toLocaleString('en-US')} members in{' '}
            {members.businesses_with_users.toLocaleString('en-US')} businesses (
            {members.average_users_per_business} each)
          </>
        )}
      </p>
    </div>
  );
}
