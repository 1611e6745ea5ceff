import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_PATHS, type Permission } from '@perks/contract';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

import { useDocumentTitle } from '@/lib/use-document-title';

interface AccessDeniedProps {
  reason: 'admin' | 'permissions';
  permissions: readonly Permission[];
}

const MESSAGES = {
  admin: msg`You need administrator privileges to access this page.`,
  permissions: msg`You don't have the required permissions to access this page.`,
} as const;

/** Why a permission is missing, for the ones a person can do something about. */
const PERMISSION_HINTS: Partial<Record<Permission, MessageDescriptor>> = {
  'create:job': msg`Jobs are posted by a business's owners and managers. Own the business? Set it up and draft your first job; otherwise ask the owner to add you as a manager.`,
};

/** The way forward for a missing permission, where there is one (decision 063). */
const PERMISSION_ACTIONS: Partial<Record<Permission, { to: string; label: MessageDescriptor }>> = {
  'create:job': { to: APP_PATHS.setup, label: msg`Set up your business` },
};

/** The guard's refusal screen, in the words of docs/product.md, "Roles and permissions". */
export function AccessDenied({ reason, permissions }: AccessDeniedProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Access Denied`);
  const navigate = useNavigate();
  const required = reason === 'admin' ? ['admin', ...permissions] : permissions;

  const goBack = (event: MouseEvent) => {
    // Back where they came from when there is such a page; the link's own target (home) otherwise.
    if (window.history.length > 1) {
      event.preventDefault();
      void navigate(-1);
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">
        <Trans>Access Denied</Trans>
      </h1>
      <p className="mt-2 text-muted-foreground">{t(MESSAGES[reason])}</p>
      {permissions.map((permission) => {
        const hint = PERMISSION_HINTS[permission];
        return hint ? (
          <p key={permission} className="mt-2 text-sm text-muted-foreground">
            {t(hint)}
          </p>
        ) : null;
      })}
      {permissions.map((permission) => {
        const action = PERMISSION_ACTIONS[permission];
        return action ? (
          <Button key={permission} asChild className="mt-6">
            <Link to={action.to}>{t(action.label)}</Link>
          </Button>
        ) : null;
      })}
      {required.length > 0 && (
        <div className="mt-6 w-full rounded-md border bg-muted/40 p-4 text-start">
          <h2 className="text-sm font-semibold">
            <Trans>Required permissions</Trans>
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {required.map((permission) => (
              <li key={permission}>
                <code className="rounded bg-background px-2 py-0.5 text-xs">{permission}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ButtonLink variant="outline" className="mt-6" to="/" onClick={goBack}>
        <Trans>Go back</Trans>
      </ButtonLink>
      <p className="mt-4 text-sm text-muted-foreground">
        <Trans>Contact your administrator if you think this is an error.</Trans>
      </p>
    </section>
  );
}
