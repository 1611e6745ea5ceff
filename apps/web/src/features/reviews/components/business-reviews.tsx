import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useAuth } from '@/features/auth';
import { managedBusinesses, useUserBusinesses } from '@/features/businesses';
import { useContractText } from '@/lib/i18n/contract-text';
import { useReviewEligibility } from '../api/get-review-eligibility';
import { useReviewSummary } from '../api/get-review-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/**
 * A business page's reviews (docs/product.md, "Reviews"): the average, the latest reviews, and for
 * a member with a recent checked-in visit the form to write one.
 */
export function BusinessReviews({ businessId }: { businessId: string }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.status === 'signed-in';
  const summary = useReviewSummary(businessId);
  const eligibility = useReviewEligibility(businessId, signedIn);
  const memberships = useUserBusinesses(signedIn);
  const manages = auth.isAdmin || managedBusinesses(memberships.data).some((b) => b.id === businessId);

  if (summary.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading reviews...</Trans>
      </LoadingNotice>
    );
  if (summary.isError)
    return (
      <LoadFailedNotice onRetry={() => void summary.refetch()}>
        <Trans>Could not load reviews</Trans>
      </LoadFailedNotice>
    );
  const { average, count, latest } = summary.data;
  const rating =
    average === null ? null : i18n.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <div className="space-y-4">
      <p className="text-sm" data-testid="review-average">
        {rating === null
          ? t`No reviews yet.`
          : t`${rating} out of 5 from ${plural(count, { one: '# review', other: '# reviews' })}`}
      </p>
      {eligibility.data?.can_review && <ReviewForm businessId={businessId} />}
      {eligibility.data && !eligibility.data.can_review && eligibility.data.reason && (
        <p className="text-sm text-muted-foreground">{tc(eligibility.data.reason)}</p>
      )}
      {auth.status === 'signed-out' && (
        <p className="text-sm">
          <Trans>
            Members who visit can review.{' '}
            <Link to="/login" state={{ from: location }} className="underline">
              Sign in
            </Link>
          </Trans>
        </p>
      )}
      {latest.length > 0 && (
        <ul aria-label={t`Latest reviews`} className="divide-y">
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
