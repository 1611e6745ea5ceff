import { useLingui } from '@lingui/react/macro';
import type { AuthStatus } from '@/features/auth';
import { AuthActions } from './auth-actions';
import type { NavItem } from './nav-items';
import { NavLinkList } from './nav-link-list';

interface MobileMenuProps {
  id: string;
  open: boolean;
  items: readonly NavItem[];
  status: AuthStatus;
  unreachable: boolean;
  onGetStarted: () => void;
}

/**
 * The narrow screens' menu: the same links stacked under the bar. It stays in the document while
 * closed (hidden) so the toggle's aria-controls always points at a real element.
 */
export function MobileMenu({ id, open, items, status, unreachable, onGetStarted }: MobileMenuProps) {
  const { t } = useLingui();
  return (
    <div id={id} hidden={!open} className="border-t bg-background md:hidden">
      <nav aria-label={t`Main`} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <NavLinkList items={items} layout="stacked" />
        <div className="mt-3 border-t pt-3">
          <AuthActions status={status} unreachable={unreachable} onGetStarted={onGetStarted} stacked />
        </div>
      </nav>
    </div>
  );
}
