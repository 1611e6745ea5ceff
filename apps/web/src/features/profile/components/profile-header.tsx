import { Trans, useLingui } from '@lingui/react/macro';
import { formatPhoneDisplay, type TMemberProfile } from '@perks/contract';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { longMonthYear } from '../lib/format-dates';

/**
 * First and last name, else `fallback` ('User' in the reader's language; the phone is shown on its
 * own line, to those who may see it).
 */
export function profileName(
  profile: Pick<TMemberProfile, 'first_name' | 'last_name'>,
  fallback: string,
): string {
  return [profile.first_name?.trim(), profile.last_name?.trim()].filter(Boolean).join(' ') || fallback;
}

/**
 * The header card of the person whose profile it is, not of the viewer (decision 028): name,
 * phone when the server sent it, 'Member since {month year}', Admin and Active badges.
 */
export function ProfileHeader({ profile, children }: { profile: TMemberProfile; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const since = longMonthYear(i18n, profile.created_at);
  return (
    <Card>
      <CardContent padding="all" className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{profileName(profile, t`User`)}</h1>
          {profile.is_admin && (
            <Badge variant="secondary">
              <Trans>Admin</Trans>
            </Badge>
          )}
          {profile.is_active ? (
            <Badge>
              <Trans>Active</Trans>
            </Badge>
          ) : (
            <Badge variant="outline">
              <Trans>Inactive</Trans>
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          {profile.phone && (
            <span className="flex items-center gap-1">
              <Phone aria-hidden="true" className="size-4" />
              {formatPhoneDisplay(profile.phone)}
            </span>
          )}
          <span className="flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <Trans>Member since {since}</Trans>
          </span>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
