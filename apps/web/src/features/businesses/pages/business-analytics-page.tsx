import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /analytics: business analytics. Placeholder until the screen is built. */
export function BusinessAnalyticsPage() {
  return <ComingSoonPage title="Business Analytics" />;
}
