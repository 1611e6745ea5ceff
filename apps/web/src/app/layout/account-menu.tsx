import { Trans } from '@lingui/react/macro';
import { formatPhoneDisplay } from '@perks/contract';
import type { LucideIcon } from 'lucide-react';
import Bell from 'lucide-react/icons/bell';
import ChevronDown from 'lucide-react/icons/chevron-down';
import IdCard from 'lucide-react/icons/id-card';
import LogOut from 'lucide-react/icons/log-out';
import MessageSquare from 'lucide-react/icons/message-square';
import Settings from 'lucide-react/icons/settings';
import Shield from 'lucide-react/icons/shield';
import UserRound from 'lucide-react/icons/user-round';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RoleBadge, useAuth, useDisplayName } from '@/features/auth';
import { runsPartnerVenue, useUserBusinesses } from '@/features/businesses';
import { cn } from '@/lib/utils';
import { UnreadMessagesCount } from './unread-messages-count';

const ITEM =
  'flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4';

/** Initials for the avatar: first and last initial, else the last two digits of the phone. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('');
  return name.replace(/\D/g, '').slice(-2) || '?';
}

/**
 * The wide bar's account dropdown: name, phone and role badge, then Profile, Check a member card
 * (partner venues' owners and managers), Messages (with the unread count), Job Alerts, Settings, Admin Panel (admins) and Logout. Radix gives it arrow-key navigation and focus return.
 */
export function AccountMenu() {
  const { user, role, isAdmin, logout, status } = useAuth();
  const partnerStaff = runsPartnerVenue(useUserBusinesses(status === 'signed-in').data);
  const name = useDisplayName(user);
  // Without a name the phone already is the name; it is not repeated.
  const phone = formatPhoneDisplay(user?.phone);
  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology (aria-hidden)
    // while its links stay focusable, which WCAG 4.1.2 forbids; focus still moves into the menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        {/* The name comes from the text, not an aria-label: an aria-label does not hold the avatar's
            visible initials, which fails WCAG 2.5.3 (label in name). The visible name is inside it. */}
        <Button variant="ghost" size="sm-narrow">
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials(name)}
          </span>
          <span aria-hidden="true" className="hidden max-w-32 truncate lg:inline">
            {name}
          </span>
          <span className="sr-only">
            <Trans>Account menu for {name}</Trans>
          </span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="space-y-1 px-2 py-2">
            <p className="truncate text-sm font-semibold">{name}</p>
            {phone && phone !== name && <p className="text-xs text-muted-foreground">{phone}</p>}
            <RoleBadge role={role} />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <MenuLink to="/profile" icon={UserRound}>
            <Trans>Profile</Trans>
          </MenuLink>
          {partnerStaff && (
            <MenuLink to="/verify" icon={IdCard}>
              <Trans>Check a member card</Trans>
            </MenuLink>
          )}
          <MenuLink to="/messages" icon={MessageSquare}>
            <Trans>Messages</Trans>
            <UnreadMessagesCount />
          </MenuLink>
          <MenuLink to="/alerts" icon={Bell}>
            <Trans>Job Alerts</Trans>
          </MenuLink>
          <MenuLink to="/settings" icon={Settings}>
            <Trans>Settings</Trans>
          </MenuLink>
          {isAdmin && (
            <MenuLink to="/admin" icon={Shield}>
              <Trans>Admin Panel</Trans>
            </MenuLink>
          )}
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Item className={cn(ITEM, 'text-destructive')} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" />
            <Trans>Logout</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One link of the account menu: its icon and words, kept open to the keyboard like every item. */
function MenuLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={ITEM}>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}
