import { Trans } from '@lingui/react/macro';
import { PROMOTION_MESSAGES } from '@perks/contract';
import { useLocation } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { ButtonLink } from '@/components/ui/button-link';
import { useContractText } from '@/lib/i18n/contract-text';
import { useBusinessPerks } from '../api/list-business-perks';
import { PerkCard } from './perk-card';

/**
 * A business page's live perks: the details for verified members; for everyone else the titles
 * and a prompt to join (the server sends nothing more).
 */
export function BusinessPerks({ businessId }: { businessId: string }) {
  const tc = useContractText();
  const perks = useBusinessPerks(businessId);
  const location = useLocation();
  if (perks.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading perks...</Trans>
      </LoadingNotice>
    );
  if (perks.isError)
    return (
      <LoadFailedNotice onRetry={() => void perks.refetch()}>
        <Trans>Could not load perks</Trans>
      </LoadFailedNotice>
    );
  const { perks: list, member } = perks.data;
  if (list.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No member perks here right now.</Trans>
      </p>
    );
  return (
    <div className="space-y-4">
      {member ? (
        list.map((perk) => <PerkCard key={perk.id} perk={perk} />)
      ) : (
        <>
          <ul className="list-disc space-y-1 ps-5">
            {list.map((perk) => (
              <li key={perk.id} className="font-medium">
                {perk.title}
              </li>
            ))}
          </ul>
          <p className="text-sm">{tc(PROMOTION_MESSAGES.joinPrompt)}</p>
          <ButtonLink size="sm" to="/login" state={{ from: location }}>
            <Trans>Join or sign in</Trans>
          </ButtonLink>
        </>
      )}
    </div>
  );
}
