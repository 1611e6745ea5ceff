import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';

// Only signed-in menus have a 'Messages' entry: the badge's code loads with the first one.
const UnreadMessagesCount = lazy(async () => ({
  default: (await import('./unread-messages-count')).UnreadMessagesCount,
}));

interface NavLinkListProps {
  items: readonly NavItem[];
  /** Inline in the wide bar, stacked in the narrow screens' menu. */
  layout: 'inline' | 'stacked';
}

// NavLink marks the current page with aria-current="page"; the style follows that state.
export function NavLinkList({ items, layout }: NavLinkListProps) {
  const { t } = useLingui();
  const shown = layout === 'inline' ? items.filter((item) => !item.menuOnly) : items;
  return (
    <ul className={cn('flex', layout === 'inline' ? 'items-center gap-0.5' : 'flex-col gap-1')}>
      {shown.map((item) => (
        <li key={`${item.to}:${item.label.id}`}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              cn(
                'block rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                layout === 'inline' ? 'px-2.5 py-2 text-sm lg:px-3' : 'px-3 py-2.5 text-base',
                isActive
                  ? 'bg-accent text-accent-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )
            }
          >
            {t(layout === 'stacked' ? (item.menuLabel ?? item.label) : item.label)}
            {item.count === 'unread-messages' && (
              <Suspense fallback={null}>
                <UnreadMessagesCount />
              </Suspense>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
