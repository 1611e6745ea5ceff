import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Activity is not recorded yet, so this says so plainly. */
export function RecentActivity() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Recent Activity</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          <Trans>No recent activity</Trans>
        </p>
      </CardContent>
    </Card>
  );
}
