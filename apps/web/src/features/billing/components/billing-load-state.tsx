import { Trans } from '@lingui/react/macro';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';

/** 'Loading billing...' or 'Could not load billing' with a retry, while billing is not there. */
export function BillingLoadState({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  if (isPending)
    return (
      <LoadingNotice>
        <Trans>Loading billing...</Trans>
      </LoadingNotice>
    );
  return (
    <LoadFailedNotice onRetry={onRetry}>
      <Trans>Could not load billing</Trans>
    </LoadFailedNotice>
  );
}
