import { Trans, useLingui } from '@lingui/react/macro';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, RECENT_JOBS_LABEL, type TJob } from '@perks/contract';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useContractText } from '@/lib/i18n/contract-text';
import { useJobStatistics } from '../../api/get-job-statistics';
import { jobFiguresFromPage, type ListPage } from '../../lib/figures-from-page';
import { FigureTiles } from '../figure-tiles';

/**
 * The stats strip of the Jobs tab: totals, live now, waiting for review, recent, by type. When the
 * statistics call fails, the figures come from the list's page instead, and the strip says so.
 */
export function JobStatisticsStrip({ pageData }: { pageData: ListPage<TJob> | null }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const statistics = useJobStatistics();
  if (statistics.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading job statistics...</Trans>
      </LoadingNotice>
    );
  if (statistics.isError && !pageData) {
    return (
      <LoadFailedNotice onRetry={() => void statistics.refetch()}>
        <Trans>Job statistics could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  }
  const fallback = statistics.isError && pageData;
  const figures = fallback ? jobFiguresFromPage(pageData) : statistics.data;
  if (!figures) return null;
  const items: [string, number][] = [
    [t`Total Jobs`, figures.total],
    [t`Live Now`, figures.live],
    [t`Pending Review`, figures.by_status.pending],
    [t`Closed`, figures.by_status.closed],
    [tc(RECENT_JOBS_LABEL), figures.recently_created],
  ];
  const byType = EMPLOYMENT_TYPES.map(
    (type) => `${tc(EMPLOYMENT_TYPE_LABELS[type])} ${i18n.number(figures.by_employment_type[type])}`,
  ).join(' · ');
  return (
    <div className="space-y-2">
      {fallback && (
        <LoadFailedNotice onRetry={() => void statistics.refetch()}>
          <Trans>Using page data (API unavailable)</Trans>
        </LoadFailedNotice>
      )}
      <FigureTiles items={items} />
      <p className="text-sm text-muted-foreground">
        <Trans>By type: {byType}</Trans>
      </p>
    </div>
  );
}
