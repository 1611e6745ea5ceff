import { Trans } from '@lingui/react/macro';
import { MEMBERSHIP_MESSAGES } from '@perks/contract';
import type { LucideIcon } from 'lucide-react';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Clock from 'lucide-react/icons/clock';
import type { ReactNode } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { managesAnyBusiness, useUserBusinesses } from '@/features/businesses';
import { useContractText } from '@/lib/i18n/contract-text';
import { cn } from '@/lib/utils';
import { useMembershipState } from '../api/get-membership-state';
import { YourNumber } from './your-number';

/**
 * The person's membership (docs/product.md, "Verified membership"), on the dashboard and their own
 * profile: verified with each employer and a way to the card, or pending with what to do.
 */
export function MembershipStatus() {
  const tc = useContractText();
  const state = useMembershipState(true);
  const auth = useAuth();
  const phone = state.data?.status === 'pending' ? state.data.phone : '';
  // An owner's business waiting for review makes them a member once approved: no manager to ask.
  const runsBusiness = managesAnyBusiness(useUserBusinesses(auth.status === 'signed-in').data);
  return (
    <section aria-labelledby="membership-heading">
      <Card>
        <CardHeader>
          <h2 id="membership-heading" className="text-xl font-semibold">
            <Trans>Membership</Trans>
          </h2>
        </CardHeader>
        <CardContent className="space-y-3">
          {state.isPending && (
            <LoadingNotice>
              <Trans>Checking your membership...</Trans>
            </LoadingNotice>
          )}
          {state.isError && (
            <LoadFailedNotice onRetry={() => void state.refetch()}>
              <Trans>Could not check your membership</Trans>
            </LoadFailedNotice>
          )}
          {state.data?.status === 'verified' && (
            <>
              <StatusLine icon={BadgeCheck} className="text-primary">
                {tc(MEMBERSHIP_MESSAGES.activeMember)}
              </StatusLine>
              <ul className="text-sm text-muted-foreground">
                {state.data.memberships.map(({ business_id, business_name, role_title }) => (
                  <li key={business_id}>
                    {role_title ? (
                      <Trans>
                        Verified at <span className="font-medium text-foreground">{business_name}</span> —{' '}
                        {role_title}
                      </Trans>
                    ) : (
                      <Trans>
                        Verified at <span className="font-medium text-foreground">{business_name}</span>
                      </Trans>
                    )}
                  </li>
                ))}
              </ul>
              <ButtonLink to="/card">
                <Trans>Open member card</Trans>
              </ButtonLink>
            </>
          )}
          {state.data?.status === 'pending' && (
            <>
              <StatusLine icon={Clock}>{tc(MEMBERSHIP_MESSAGES.pendingTitle)}</StatusLine>
              <p className="text-sm text-muted-foreground">
                {tc(runsBusiness ? MEMBERSHIP_MESSAGES.pendingOwnerHelp : MEMBERSHIP_MESSAGES.pendingHelp)}
              </p>
              <YourNumber phone={phone} />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** Where the membership stands, in one bold line after its icon. */
function StatusLine({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={cn('flex items-center gap-2 font-semibold', className)}>
      <Icon aria-hidden="true" className="size-5" />
      {children}
    </p>
  );
}
