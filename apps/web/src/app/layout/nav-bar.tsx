// Icons by path: the layout is in every visitor's first download, so it pulls in no icon index.
import { useLingui } from '@lingui/react/macro';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { runsPartnerVenue, useUserBusinesses } from '@/features/businesses';
import { HOLD_TAP } from '@/lib/held-taps';
import { cn } from '@/lib/utils';
import { AuthActions, HIDDEN_BESIDE_NOSCRIPT } from './auth-actions';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { visibleNavItems, visitorNavItems } from './nav-items';
import { NavLinkList } from './nav-link-list';
import { ScriptlessMenu } from './scriptless-menu';
import { useGetStarted } from './use-get-started';
import { useMobileMenu } from './use-mobile-menu';

const MENU_ID = 'mobile-menu';

/** The sticky top bar: links inline from md up, a toggled menu below that. */
export function NavBar() {
  const { t } = useLingui();
  const auth = useAuth();
  const { status } = auth;
  const memberships = useUserBusinesses(status === 'signed-in');
  const items = visibleNavItems(auth, runsPartnerVenue(memberships.data));
  const menu = useMobileMenu();
  const getStarted = useGetStarted();

  const getStartedFromMenu = () => {
    // Collapse the menu first: scrolling while it is open would land short by its height.
    flushSync(menu.close);
    getStarted();
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Brand />
        <nav aria-label={t`Main`} className="hidden md:flex">
          <NavLinkList items={items} layout="inline" />
          {status === 'loading' && (
            // Without JavaScript the session check never ends: show what a visitor sees.
            <noscript>
              <NavLinkList
                items={visitorNavItems().filter((item) => !items.includes(item))}
                layout="inline"
              />
            </noscript>
          )}
        </nav>
        <div className="ms-auto hidden md:block">
          <AuthActions status={status} unreachable={auth.unreachable} onGetStarted={getStarted} />
        </div>
        {/* A tap before the app has taken over the server-rendered page is held, then replayed. */}
        <Button
          ref={menu.toggleRef}
          id="menu-toggle"
          {...HOLD_TAP}
          variant="ghost"
          size="icon"
          className={cn('ms-auto md:hidden', HIDDEN_BESIDE_NOSCRIPT)}
          aria-expanded={menu.open}
          aria-controls={MENU_ID}
          aria-label={menu.open ? t`Close menu` : t`Open menu`}
          onClick={menu.toggle}
        >
          {menu.open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
        <ScriptlessMenu />
      </div>
      <MobileMenu
        id={MENU_ID}
        open={menu.open}
        items={items}
        status={status}
        unreachable={auth.unreachable}
        onGetStarted={getStartedFromMenu}
      />
    </header>
  );
}
