import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, hasGivenName, roleTagline } from '@perks/contract';
import Bell from 'lucide-react/icons/bell';
import Settings from 'lucide-react/icons/settings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { RoleBadge, useAuth } from '@/features/auth';
import { managedBusinesses, useUserBusinesses } from '@/features/businesses';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';

/**
 * 'Welcome back, {name}!' ('Welcome!' to someone new), the role badge (or 'Business waiting for
 * review') and tagline, Notifications and Settings.
 */
export function DashboardHeader() {
  const { user, role, status } = useAuth();
  // Someone whose own business waits for review is not just a 'Worker': the badge says where
  // they stand until an admin approves it (their role follows then).
  const memberships = useUserBusinesses(status === 'signed-in');
  const waiting =
    role === 'worker' && managedBusinesses(memberships.data).some((business) => !business.is_active);
  const { t } = useLingui();
  const tc = useContractText();
  // The contract's greeting(user), as a message: never 'Welcome back' to a phone number.
  const name = displayName(user);
  const greeting = hasGivenName(user) ? t`Welcome back, ${name}!` : t`Welcome!`;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{greeting}</h1>
          {waiting ? (
            <Badge variant="secondary">
              <Trans>Business waiting for review</Trans>
            </Badge>
          ) : (
            <RoleBadge role={role} />
          )}
        </div>
        <p className="text-muted-foreground">{tc(roleTagline(role))}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => toast(t`You have no new notifications`)}>
          <Bell aria-hidden="true" />
          <Trans>Notifications</Trans>
        </Button>
        <ButtonLink variant="outline" size="sm" to="/settings">
          <Settings aria-hidden="true" />
          <Trans>Settings</Trans>
        </ButtonLink>
      </div>
    </header>
  );
}
