import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useRedemptions } from '../api/list-redemptions';

/** The member's used perks, newest first. */
export function RedemptionsList() {
  const { i18n } = useLingui();
  const redemptions = useRedemptions();
  return (
    <section aria-labelledby="redemptions-heading" className="space-y-3">
      <h2 id="redemptions-heading" className="text-xl font-semibold">
        <Trans>Your redemptions</Trans>
      </h2>
      {redemptions.isPending && (
        <LoadingNotice>
          <Trans>Loading your redemptions...</Trans>
        </LoadingNotice>
      )}
      {redemptions.isError && (
        <LoadFailedNotice onRetry={() => void redemptions.refetch()}>
          <Trans>Could not load your redemptions</Trans>
        </LoadFailedNotice>
      )}
      {redemptions.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No perks used yet. Show your member card at a partner and ask for the perk.</Trans>
        </p>
      )}
      {redemptions.data && redemptions.data.length > 0 && (
        <ul className="divide-y rounded-lg border">
          {redemptions.data.map((redemption) => {
            const perk = redemption.promotion_title;
            const business = redemption.business_name;
            return (
              <li key={redemption.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                <span>
                  <Trans>
                    <span className="font-medium">{perk}</span> at{' '}
                    <Link to={`/business/${redemption.business_id}`} className="underline">
                      {business}
                    </Link>
                  </Trans>
                </span>
                <time dateTime={redemption.created_at} className="text-muted-foreground">
                  {i18n.date(redemption.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
