import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /restaurants: the partner discounts page. Placeholder until the screen is built. */
export function RestaurantsPage() {
  return <ComingSoonPage title="Partner Discounts" />;
}
