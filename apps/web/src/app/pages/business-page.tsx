import { BusinessDetailPage } from '@/features/businesses/pages/business-detail-page';
import { BusinessPerks } from '@/features/promotions';
import { BusinessReviews } from '@/features/reviews';

/**
 * Route /business/:id. The business page comes from the businesses feature; its perks and reviews
 * sections come from the promotions and reviews features, which themselves use businesses, so they
 * are put together here rather than inside any one of them (decision 020). Both sections stay lazy:
 * the public page's chunk carries none of their code.
 */
export function BusinessPage() {
  return <BusinessDetailPage perksSection={BusinessPerks} reviewsSection={BusinessReviews} />;
}
