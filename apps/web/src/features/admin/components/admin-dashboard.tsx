import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, Briefcase, Building2, CircleAlert, CircleCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { useAdminOverview } from '../api/get-overview';
import { useSystemHealth } from '../api/get-system-health';
import { AnalyticsBilling } from './analytics-billing';
import { OperationsPanel } from './operations-panel';
import { RecentActivity } from './recent-activity';

function Tile({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardContent padding="none" className="flex items-start justify-between gap-4 p-5">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <div className="mt-1 text-2xl font-bold" aria-live="polite">
            {children}
          </div>
        </div>
        <span aria-hidden="true" className="text-muted-foreground">
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

/** A figure, '…' while it loads, and '—' with a readable reason when it could not be read. */
function Figure({ value, failed }: { value: number | undefined; failed: boolean }) {
  const { t, i18n } = useLingui();
  if (failed) return <span title={t`Could not be loaded`}>—</span>;
  if (value === undefined) return <span className="text-muted-foreground">…</span>;
  return <>{i18n.number(value)}</>;
}

/**
 * The dashboard tab: real counts, the health check, 'Analytics & Billing' for admins holding
 * admin:analytics, 'Operations' (queues, outboxes, SMS, failures) and the audit trail's newest
 * entries.
 */
export function AdminDashboard() {
  const { t } = useLingui();
  const { hasPermission } = useAuth();
  const overview = useAdminOverview();
  const health = useSystemHealth();
  const failed = overview.isError;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label={t`Total Users`} icon={<Users className="size-5" />}>
          <Figure value={overview.data?.total_users} failed={failed} />
        </Tile>
        <Tile label={t`Active Businesses`} icon={<Building2 className="size-5" />}>
          <Figure value={overview.data?.active_businesses} failed={failed} />
        </Tile>
        <Tile label={t`Open Jobs`} icon={<Briefcase className="size-5" />}>
          <Figure value={overview.data?.live_jobs} failed={failed} />
        </Tile>
        <Tile label={t`System Health`} icon={<Activity className="size-5" />}>
          {health.isPending ? (
            <span className="text-base text-muted-foreground">
              <Trans>Checking…</Trans>
            </span>
          ) : health.isError ? (
            <span className="flex items-center gap-2 text-base text-destructive">
              <CircleAlert aria-hidden="true" className="size-5" />
              <Trans>Service degraded</Trans>
            </span>
          ) : (
            <span className="flex items-center gap-2 text-base">
              <CircleCheck aria-hidden="true" className="size-5 text-primary" />
              <Trans>All systems operational</Trans>
            </span>
          )}
        </Tile>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          <Trans>The figures could not be loaded. Refresh the page to try again.</Trans>
        </p>
      )}
      {hasPermission('admin:analytics') && <AnalyticsBilling />}
      <OperationsPanel />
      <RecentActivity />
    </div>
  );
}
