import { Trans, useLingui } from '@lingui/react/macro';
import type { TBusinessSummary } from '@perks/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/features/auth';
import { useUserBusinesses } from '../api/list-user-businesses';
import { managedBusinesses } from '../lib/managed-businesses';

/**
 * The business an owner's or manager's screen works on (the staff list, promotions): loading,
 * failed and 'none' states, a picker when they run more than one, and `?business=` to pick one.
 */
export function ManagedBusinessScope({
  id,
  none,
  children,
}: {
  /** The picker's id. */
  id: string;
  /** What shows to someone who manages no business. */
  none: ReactNode;
  children: (business: TBusinessSummary) => ReactNode;
}) {
  const { t } = useLingui();
  const auth = useAuth();
  const memberships = useUserBusinesses(auth.status === 'signed-in');
  const businesses = managedBusinesses(memberships.data);
  const [search, setSearch] = useSearchParams();
  const business = businesses.find((b) => b.id === search.get('business')) ?? businesses[0];

  if (memberships.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading your businesses...</Trans>
      </LoadingNotice>
    );
  if (memberships.isError)
    return (
      <LoadFailedNotice onRetry={() => void memberships.refetch()}>
        <Trans>Could not load your businesses</Trans>
      </LoadFailedNotice>
    );
  if (!business) return <p>{none}</p>;
  return (
    <>
      {businesses.length > 1 && (
        <Field id={id} label={t`Business`} className="max-w-sm">
          <NativeSelect
            id={id}
            value={business.id}
            onChange={(event) => {
              const next = new URLSearchParams(search);
              next.set('business', event.target.value);
              setSearch(next);
            }}
          >
            {businesses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      {children(business)}
    </>
  );
}
