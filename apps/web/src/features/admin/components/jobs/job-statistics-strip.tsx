import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, RECENT_JOBS_LABEL, type TJob } from '@perks/contract';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useJobStatistics } from '../../api/get-job-statistics';
import { jobFiguresFromPage, type ListPage } from '../../lib/figures-from-page';
import { FigureTiles } from '../figure-tiles';

/**
 * The stats strip of the Jobs tab: totals, live now, waiting for review, recent, by type. When the
 * statistics call fails, the figures come from the list's page instead, and the strip says so.
 */
export function JobStatisticsStrip({ pageData }: { pageData: ListPage<TJob> | null }) {
  const statistics = useJobStatistics();
  if (statistics.isPending) return <LoadingNotice>Loading job statistics...</LoadingNotice>;
  if (statistics.isError && !pageData) {
    return (
      <LoadFailedNotice onRetry={() => void statistics.refetch()}>
        Job statistics could not be loaded.
      </LoadFailedNotice>
    );
  }
  const fallback = statistics.isError && pageData;
  const figures = fallback ? jobFiguresFromPage(pageData) : statistics.data;
  if (!figures) return null;
  const items: [string, number][] = [
    ['Total Jobs', figures.total],
    ['Live Now', figures.live],
    ['Pending Review', figures.by_status.pending],
    ['Closed', figures.by_status.closed],
    [RECENT_JOBS_LABEL, figures.recently_created],
  ];
  return (
    <div className="space-y-2">
      {fallback && (
        <LoadFailedNotice onRetry={() => void statistics.refetch()}>
          Using page data (API unavailable)
        </LoadFailedNotice>
      )}
      <FigureTiles items={items} />
      <p className="text-sm text-muted-foreground">
        By type:{' '}
        {EMPLOYMENT_TYPES.map(
          (type) =>
            `${EMPLOYMENT_TYPE_LABELS[type]} ${figures.by_employment_type[type].toLocaleString('en-US')}`,
        ).join(' · ')}
      </p>
    </div>
  );
}
