import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /businesses: the business directory. Placeholder until the screen is built. */
export function BusinessDirectoryPage() {
  return <ComingSoonPage title="Business Directory" />;
}
