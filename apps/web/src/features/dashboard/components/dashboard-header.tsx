import { greeting, roleTagline } from '@perks/contract';
import Bell from 'lucide-react/icons/bell';
import Settings from 'lucide-react/icons/settings';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RoleBadge, useAuth } from '@/features/auth';
import { toast } from '@/lib/toast';

/** 'Welcome back, {name}!' ('Welcome!' to someone new), the role badge and tagline, Notifications and Settings. */
export function DashboardHeader() {
  const { user, role } = useAuth();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{greeting(user)}</h1>
          <RoleBadge role={role} />
        </div>
        <p className="text-muted-foreground">{roleTagline(role)}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => toast('You have no new notifications')}>
          <Bell aria-hidden="true" />
          Notifications
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </Button>
      </div>
    </header>
  );
}
