import { Trans } from '@lingui/react/macro';
import { MEMBERSHIP_MESSAGES } from '@perks/contract';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { Badge } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';

/** A job's 'Current' badge while it lasts, and 'Verified' when the business's roster confirms it. */
export function ExperienceBadges({ current, verified }: { current: boolean; verified: boolean }) {
  const tc = useContractText();
  return (
    <>
      {current && (
        <Badge>
          <Trans>Current</Trans>
        </Badge>
      )}
      {verified && (
        <Badge variant="secondary">
          <BadgeCheck aria-hidden="true" />
          {tc(MEMBERSHIP_MESSAGES.verified)}
        </Badge>
      )}
    </>
  );
}
