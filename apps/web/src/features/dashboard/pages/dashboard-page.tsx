import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /dashboard: the signed-in home. Placeholder until the screen is built. */
export function DashboardPage() {
  return <ComingSoonPage title="Dashboard" />;
}
