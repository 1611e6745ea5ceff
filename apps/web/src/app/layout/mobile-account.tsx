import { displayName } from '@perks/contract';
import LogOut from 'lucide-react/icons/log-out';
import { Button } from '@/components/ui/button';
import { RoleBadge, useAuth } from '@/features/auth';

/** The narrow screens' menu, signed in: who is signed in, their role, and Logout. */
export function MobileAccount() {
  const { user, role, logout } = useAuth();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 px-3 text-sm">
        <span className="text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{displayName(user)}</span>
        </span>
        <RoleBadge role={role} />
      </div>
      <Button variant="destructive" className="w-full" onClick={() => void logout()}>
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}
