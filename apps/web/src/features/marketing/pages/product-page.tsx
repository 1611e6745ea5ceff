import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /product: the owner-facing 'How It Works' page. Placeholder until the screen is built. */
export function ProductPage() {
  return <ComingSoonPage title="How It Works" />;
}
