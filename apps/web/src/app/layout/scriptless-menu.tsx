import { useLingui } from '@lingui/react/macro';
import Menu from 'lucide-react/icons/menu';
import { VisitorActions } from './auth-actions';
import { visitorNavItems } from './nav-items';
import { NavLinkList } from './nav-link-list';

/**
 * The narrow screens' menu for a browser without JavaScript, where the scripted toggle cannot
 * work: a native <details> that opens by itself, with a visitor's links. It sits in a <noscript>,
 * so a browser with scripts never parses it and React renders nothing inside it.
 */
export function ScriptlessMenu() {
  const { t } = useLingui();
  return (
    <noscript className="ms-auto md:hidden">
      <details className="md:hidden">
        <summary
          aria-label={t`Menu`}
          className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden"
        >
          <Menu aria-hidden="true" />
        </summary>
        {/* Below the bar, across the screen: the sticky header is the positioned box. */}
        <div className="absolute inset-x-0 top-16 border-y bg-background">
          <nav aria-label={t`Main`} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
            <NavLinkList items={visitorNavItems()} layout="stacked" />
            <div className="mt-3 border-t pt-3">
              <VisitorActions stacked />
            </div>
          </nav>
        </div>
      </details>
    </noscript>
  );
}
