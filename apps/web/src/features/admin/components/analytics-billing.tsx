import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
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
  const figures = usePlatformAnalytics();
  return (
    <section aria-labelledby="analytics-billing-heading" className="space-y-4">
      <h2 id="analytics-billing-heading" className="text-xl font-semibold">
        Analytics &amp; Billing
      </h2>
      {figures.isPending ? (
        <LoadingNotice>Loading the platform's figures...</LoadingNotice>
      ) : figures.isError ? (
        <LoadFailedNotice onRetry={() => void figures.refetch()}>
          Could not load the platform's figures
        </LoadFailedNotice>
      ) : (
        <>
          <p className="text-sm">
            <span className="font-semibold tabular-nums">{figures.data.members.toLocaleString('en-US')}</span>{' '}
            members have opened their card.
          </p>
          <TrendChart
            id="chart-platform-weeks"
            title="New members and check-ins per week"
            rowLabel="Week starting"
            days={figures.data.weeks.map((w) => w.week)}
            periodLabel="the last 12 weeks"
            fileName="platform-weeks"
            empty="No new members or check-ins in the last 12 weeks"
            series={[
              { label: 'New members', values: figures.data.weeks.map((w) => w.new_members) },
              { label: 'Check-ins', values: figures.data.weeks.map((w) => w.check_ins) },
            ]}
          />
        </>
      )}
      <AdminBillingPanel />
    </section>
  );
}
