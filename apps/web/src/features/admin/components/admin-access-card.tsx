import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, type Permission } from '@perks/contract';
import { Check, X } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RoleBadge, useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';

const CAPABILITIES: { label: MessageDescriptor; permission: Permission }[] = [
  { label: msg`User Management`, permission: 'admin:users' },
  { label: msg`Business Management`, permission: 'admin:businesses' },
  { label: msg`Job Management`, permission: 'admin:jobs' },
  { label: msg`Analytics & Billing`, permission: 'admin:analytics' },
];

/** 'Administrator Access': who is signed in, and which admin capabilities their permissions give. */
export function AdminAccessCard() {
  const { t } = useLingui();
  const { user, role, hasPermission } = useAuth();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Administrator Access</Trans>
          </h2>
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          {displayName(user)} <RoleBadge role={role} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" aria-label={t`Admin capabilities`}>
          {CAPABILITIES.map(({ label, permission }) => {
            const held = hasPermission(permission);
            const Icon = held ? Check : X;
            return (
              <li
                key={permission}
                className={cn(
                  'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
                  held ? 'border-primary/40 bg-primary/10 font-medium' : 'text-muted-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(label)}
                <span className="sr-only">{held ? t`(granted)` : t`(not granted)`}</span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
