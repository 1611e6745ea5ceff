import { Trans } from '@lingui/react/macro';
import LogOut from 'lucide-react/icons/log-out';
import { Button } from '@/components/ui/button';
import { RoleBadge, useAuth, useDisplayName } from '@/features/auth';

/** The narrow screens' menu, signed in: who is signed in, their role, and Logout. */
export function MobileAccount() {
  const { user, role, logout } = useAuth();
  const name = useDisplayName(user);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 px-3 text-sm">
        <span className="text-muted-foreground">
          <Trans>
            Signed in as <span className="font-medium text-foreground">{name}</span>
          </Trans>
        </span>
        <RoleBadge role={role} />
      </div>
      <Button variant="destructive" className="w-full" onClick={() => void logout()}>
        <LogOut aria-hidden="true" />
        <Trans>Logout</Trans>
      </Button>
    </div>
  );
}
