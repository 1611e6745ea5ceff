import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { HeadedSection } from '@/components/headed-section';
import { QueryStates } from '@/components/load-states';
import { TrendChart } from '@/features/analytics';
import { AdminBillingPanel } from '@/features/billing';
import { usePlatformAnalytics } from '../api/get-platform-analytics';

/**
 * 'Analytics & Billing' (decision 066): on the Dashboard tab, for admins holding admin:analytics
 * (the spec fixes the tabs, so it is a section, not a seventh tab). The platform's members and
 * check-ins per week, then billing: every business's status, trials ending soon, monthly
 * recurring revenue (decision 067).
 */
export function AnalyticsBilling() {
  const { t, i18n } = useLingui();
  const figures = usePlatformAnalytics();
  const count = figures.data?.members ?? 0;
  const members = i18n.number(count);
  return (
    <HeadedSection headingId="analytics-billing-heading" title={<Trans>Analytics &amp; Billing</Trans>}>
      <QueryStates
        query={figures}
        loading={<Trans>Loading the platform's figures...</Trans>}
        failed={<Trans>Could not load the platform's figures</Trans>}
      >
        {(data) => (
          <>
            <p className="text-sm">
              <Trans>
                <span className="font-semibold tabular-nums">{members}</span>{' '}
                <Plural
                  value={count}
                  one="member has opened their card."
                  other="members have opened their card."
                />
              </Trans>
            </p>
            <TrendChart
              id="chart-platform-weeks"
              title={t`New members and check-ins per week`}
              rowLabel={t`Week starting`}
              days={data.weeks.map((w) => w.week)}
              periodLabel={t`the last 12 weeks`}
              fileName="platform-weeks"
              empty={t`No new members or check-ins in the last 12 weeks`}
              series={[
                { label: t`New members`, values: data.weeks.map((w) => w.new_members) },
                { label: t`Check-ins`, values: data.weeks.map((w) => w.check_ins) },
              ]}
            />
          </>
        )}
      </QueryStates>
      <AdminBillingPanel />
    </HeadedSection>
  );
}
