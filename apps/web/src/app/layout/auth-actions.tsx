import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AuthStatus } from '@/features/auth';
import { cn } from '@/lib/utils';
import { MobileAccount } from './mobile-account';

// The account dropdown (Radix menu + popper, ~17 KB) is only for signed-in users: visitors never load it.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

interface AuthActionsProps {
  status: AuthStatus;
  onGetStarted: () => void;
  /** Full-width buttons for the narrow screens' menu. */
  stacked?: boolean;
}

/**
 * Login and Get Started for visitors; a same-sized placeholder while the session check runs, so
 * the bar does not jump; the account menu (or, stacked, the account block) once signed in.
 */
export function AuthActions({ status, onGetStarted, stacked = false }: AuthActionsProps) {
  if (status === 'loading') {
    return (
      <div data-testid="auth-placeholder" className={cn('flex gap-2', stacked && 'flex-col')}>
        <Skeleton className={stacked ? 'h-10 w-full' : 'h-9 w-16'} />
        <Skeleton className={stacked ? 'h-10 w-full' : 'h-9 w-28'} />
      </div>
    );
  }
  if (status === 'signed-in') {
    if (stacked) return <MobileAccount />;
    return (
      <Suspense fallback={<Skeleton className="h-9 w-28" />}>
        <AccountMenu />
      </Suspense>
    );
  }

  return (
    <div className={cn('flex gap-2', stacked && 'flex-col')}>
      <Button asChild variant={stacked ? 'outline' : 'ghost'} size={stacked ? 'default' : 'sm'}>
        <Link to="/login">Login</Link>
      </Button>
      <Button size={stacked ? 'default' : 'sm'} onClick={onGetStarted}>
        Get Started
      </Button>
    </div>
  );
}
