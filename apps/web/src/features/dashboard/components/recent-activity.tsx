import { Trans } from '@lingui/react/macro';
import { TitledCard } from '@/components/titled-card';

/** Activity is not recorded yet, so this says so plainly. */
export function RecentActivity() {
  return (
    <TitledCard title={<Trans>Recent Activity</Trans>}>
      <p className="text-sm text-muted-foreground">
        <Trans>No recent activity</Trans>
      </p>
    </TitledCard>
  );
}
