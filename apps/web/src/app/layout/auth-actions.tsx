import { Trans } from '@lingui/react/macro';
import WifiOff from 'lucide-react/icons/wifi-off';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Skeleton } from '@/components/ui/skeleton';
import type { AuthStatus } from '@/features/auth';
import { CTA_SECTION_ID } from '@/lib/site';
import { cn } from '@/lib/utils';
import { MobileAccount } from './mobile-account';

// The account dropdown (Radix menu + popper, ~17 KB) is only for signed-in users: visitors never load it.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

interface AuthActionsProps {
  status: AuthStatus;
  /** Signed out only for want of a network: the session is checked again when it returns. */
  unreachable?: boolean;
  onGetStarted: () => void;
  /** Full-width buttons for the narrow screens' menu. */
  stacked?: boolean;
}

/**
 * Login and Get Started for visitors; a same-sized placeholder while the session check runs, so
 * the bar does not jump; the account menu (or, stacked, the account block) once signed in; and
 * 'Offline' when the session could not be checked for want of a network: that browser is most
 * likely a member's, opening their offline card, who is not to be offered a sign-up.
 */
export function AuthActions({
  status,
  unreachable = false,
  onGetStarted,
  stacked = false,
}: AuthActionsProps) {
  if (status === 'loading') {
    // Without JavaScript the session check never ends: such a browser shows the visitor's Login
    // and Get Started instead of grey boxes (the <noscript> beside them is only parsed then).
    return (
      <div className="contents">
        <div
          data-testid="auth-placeholder"
          className={cn('flex gap-2', stacked && 'flex-col', HIDDEN_BESIDE_NOSCRIPT)}
        >
          <Skeleton className={stacked ? 'h-10 w-full' : 'h-9 w-16'} />
          <Skeleton className={stacked ? 'h-10 w-full' : 'h-9 w-28'} />
        </div>
        <noscript>
          <VisitorActions stacked={stacked} />
        </noscript>
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

  if (unreachable)
    return (
      <p
        className={cn(
          'flex items-center gap-2 text-sm text-muted-foreground',
          stacked && 'min-h-10 justify-center',
        )}
      >
        <WifiOff aria-hidden="true" className="size-4" />
        <Trans>Offline</Trans>
      </p>
    );
  return <VisitorActions stacked={stacked} onGetStarted={onGetStarted} />;
}

/**
 * Hides an element whose parent also holds a <noscript> with elements in it, which happens only
 * in a browser without JavaScript (with scripts, a <noscript>'s content is plain text).
 */
export const HIDDEN_BESIDE_NOSCRIPT = '[:has(>noscript>*)>&]:hidden';

/**
 * Login and Get Started. Without `onGetStarted` (no JavaScript) Get Started is a plain link to the
 * home page's sign-up section.
 */
export function VisitorActions({
  stacked = false,
  onGetStarted,
}: {
  stacked?: boolean;
  onGetStarted?: () => void;
}) {
  const size = stacked ? 'default' : 'sm';
  return (
    <div className={cn('flex gap-2', stacked && 'flex-col')}>
      <ButtonLink variant={stacked ? 'outline' : 'ghost'} size={size} to="/login">
        <Trans>Login</Trans>
      </ButtonLink>
      {onGetStarted ? (
        <Button size={size} onClick={onGetStarted}>
          <Trans>Get Started</Trans>
        </Button>
      ) : (
        <ButtonLink size={size} to={`/#${CTA_SECTION_ID}`}>
          <Trans>Get Started</Trans>
        </ButtonLink>
      )}
    </div>
  );
}
