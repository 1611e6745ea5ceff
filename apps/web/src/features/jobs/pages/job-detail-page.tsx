import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /jobs/:id: one job in full. Placeholder until the screen is built. */
export function JobDetailPage() {
  return <ComingSoonPage title="Job Details" />;
}
