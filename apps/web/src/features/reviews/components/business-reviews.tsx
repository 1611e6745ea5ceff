import { Link, useLocation } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useAuth } from '@/features/auth';
import { managedBusinesses, useUserBusinesses } from '@/features/businesses';
import { useReviewEligibility } from '../api/get-review-eligibility';
import { useReviewSummary } from '../api/get-review-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/**
 * A business page's reviews (docs/product.md, "Reviews"): the average, the latest reviews, and for
 * a member with a recent checked-in visit the form to write one.
 */
export function BusinessReviews({ businessId }: { businessId: string }) {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.status === 'signed-in';
  const summary = useReviewSummary(businessId);
  const eligibility = useReviewEligibility(businessId, signedIn);
  const memberships = useUserBusinesses(signedIn);
  const manages = auth.isAdmin || managedBusinesses(memberships.data).some((b) => b.id === businessId);

  if (summary.isPending) return <LoadingNotice>Loading reviews...</LoadingNotice>;
  if (summary.isError)
    return <LoadFailedNotice onRetry={() => void summary.refetch()}>Could not load reviews</LoadFailedNotice>;
  const { average, count, latest } = summary.data;

  return (
    <div className="space-y-4">
      <p className="text-sm" data-testid="review-average">
        {average === null
          ? 'No reviews yet.'
          : `${average.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`}
      </p>
      {eligibility.data?.can_review && <ReviewForm businessId={businessId} />}
      {eligibility.data && !eligibility.data.can_review && eligibility.data.reason && (
        <p className="text-sm text-muted-foreground">{eligibility.data.reason}</p>
      )}
      {auth.status === 'signed-out' && (
        <p className="text-sm">
          Members who visit can review.{' '}
          <Link to="/login" state={{ from: location }} className="underline">
            Sign in
          </Link>
        </p>
      )}
      {latest.length > 0 && (
        <ul aria-label="Latest reviews" className="divide-y">
          {latest.map((review) => (
            <ReviewItem
              key={review.id}
              businessId={businessId}
              review={review}
              canReply={manages}
              canRemove={auth.isAdmin}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
