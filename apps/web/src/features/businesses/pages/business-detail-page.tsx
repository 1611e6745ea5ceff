import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /business/:id: a business's public page. Placeholder until the screen is built. */
export function BusinessDetailPage() {
  return <ComingSoonPage title="Business" />;
}
