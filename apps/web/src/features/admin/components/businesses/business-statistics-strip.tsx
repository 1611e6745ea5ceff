import { BUSINESS_TYPES, TOP_BUSINESS_TYPES } from '@perks/contract';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useBusinessStatistics } from '../../api/get-business-statistics';
import { FigureTiles } from '../figure-tiles';
import { businessWord } from './business-labels';

/** The stats strip of the Businesses tab: totals by status, recent, staff, jobs, and the top 5 types. */
export function BusinessStatisticsStrip() {
  const statistics = useBusinessStatistics();
  if (statistics.isPending) return <LoadingNotice>Loading business statistics...</LoadingNotice>;
  if (statistics.isError) {
    return (
      <LoadFailedNotice onRetry={() => void statistics.refetch()}>
        Failed to load business statistics
      </LoadFailedNotice>
    );
  }
  const figures = statistics.data;
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
      <FigureTiles items={items} />
      <p className="text-sm text-muted-foreground">
        Top types:{' '}
        {topTypes.length === 0
          ? 'none yet'
          : topTypes
              .map(([type, count]) => `${businessWord(type)} ${count.toLocaleString('en-US')}`)
              .join(' · ')}
        {' · '}
        {figures.total_business_users.toLocaleString('en-US')} members in{' '}
        {figures.businesses_with_users.toLocaleString('en-US')} businesses (
        {figures.average_users_per_business} each)
      </p>
    </div>
  );
}
