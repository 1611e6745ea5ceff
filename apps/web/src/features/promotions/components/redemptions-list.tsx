import { format } from 'date-fns';
import { Link } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useRedemptions } from '../api/list-redemptions';

/** The member's used perks, newest first. */
export function RedemptionsList() {
  const redemptions = useRedemptions();
  return (
    <section aria-labelledby="redemptions-heading" className="space-y-3">
      <h2 id="redemptions-heading" className="text-xl font-semibold">
        Your redemptions
      </h2>
      {redemptions.isPending && <LoadingNotice>Loading your redemptions...</LoadingNotice>}
      {redemptions.isError && (
        <LoadFailedNotice onRetry={() => void redemptions.refetch()}>
          Could not load your redemptions
        </LoadFailedNotice>
      )}
      {redemptions.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No perks used yet. Show your member card at a partner and ask for the perk.
        </p>
      )}
      {redemptions.data && redemptions.data.length > 0 && (
        <ul className="divide-y rounded-lg border">
          {redemptions.data.map((redemption) => (
            <li key={redemption.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-medium">{redemption.promotion_title}</span> at{' '}
                <Link to={`/business/${redemption.business_id}`} className="underline">
                  {redemption.business_name}
                </Link>
              </span>
              <time dateTime={redemption.created_at} className="text-muted-foreground">
                {format(new Date(redemption.created_at), 'MMM d, yyyy h:mm a')}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
