import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Activity is not recorded yet, so this says so plainly. */
export function RecentActivity() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Recent Activity</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">No recent activity</p>
      </CardContent>
    </Card>
  );
}
