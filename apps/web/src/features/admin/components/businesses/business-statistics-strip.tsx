import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_TYPES, type TAdminBusiness, TOP_BUSINESS_TYPES } from '@perks/contract';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useBusinessStatistics } from '../../api/get-business-statistics';
import { businessFiguresFromPage, type ListPage } from '../../lib/figures-from-page';
import { FigureTiles } from '../figure-tiles';
import { useBusinessWord } from './business-labels';

/**
 * The stats strip of the Businesses tab: totals by status, recent, staff, jobs, and the top 5 types.
 * When the statistics call fails, the figures come from the list's page, under the failure notice.
 */
export function BusinessStatisticsStrip({ pageData }: { pageData: ListPage<TAdminBusiness> | null }) {
  const { t, i18n } = useLingui();
  const word = useBusinessWord();
  const statistics = useBusinessStatistics();
  if (statistics.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading business statistics...</Trans>
      </LoadingNotice>
    );
  const failed = (
    <LoadFailedNotice onRetry={() => void statistics.refetch()}>
      <Trans>Failed to load business statistics</Trans>
    </LoadFailedNotice>
  );
  if (statistics.isError && !pageData) return failed;
  const fallback = statistics.isError && pageData;
  const figures = fallback ? businessFiguresFromPage(pageData) : statistics.data;
  if (!figures) return null;
  const members = fallback ? null : statistics.data;
  const items: [string, number][] = [
    [t`Total Businesses`, figures.total],
    [t`Active`, figures.by_status.active],
    [t`Waiting for Review`, figures.by_status.inactive],
    [t`Hiring Now`, figures.with_jobs],
    [t`New This Month`, figures.recently_created],
  ];
  const topTypes = BUSINESS_TYPES.map((type) => [type, figures.by_type[type]] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_BUSINESS_TYPES);
  const typeList = topTypes.map(([type, count]) => `${word(type)} ${i18n.number(count)}`).join(' · ');
  const memberCount = members ? i18n.number(members.total_business_users) : '';
  const businessCount = members ? i18n.number(members.businesses_with_users) : '';
  const average = members ? i18n.number(members.average_users_per_business) : '';
  return (
    <div className="space-y-2">
      {fallback && failed}
      <FigureTiles items={items} />
      <p className="text-sm text-muted-foreground">
        {topTypes.length === 0 ? <Trans>Top types: none yet</Trans> : <Trans>Top types: {typeList}</Trans>}
        {/* Memberships are not in the list's rows, so the fallback leaves them out. */}
        {members && (
          <>
            {' · '}
            <Trans>
              {memberCount} members in {businessCount} businesses ({average} each)
            </Trans>
          </>
        )}
      </p>
    </div>
  );
}
