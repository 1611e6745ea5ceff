import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /jobs: the public job list. Placeholder until the screen is built. */
export function JobsPage() {
  return <ComingSoonPage title="Jobs" />;
}
