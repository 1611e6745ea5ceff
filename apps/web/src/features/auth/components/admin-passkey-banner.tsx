import { Trans, useLingui } from '@lingui/react/macro';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { Link, useLocation } from 'react-router';
import { usePasskeys } from '../api/list-passkeys';
import { useAuth } from '../hooks/use-auth';

/**
 * An admin without a passkey is asked at once to add one (decision 103): every page says so
 * until they have, and from then on admin mode asks for it after the phone code.
 */
export function AdminPasskeyBanner() {
  const { t } = useLingui();
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  const { data } = usePasskeys(isAdmin);
  if (!isAdmin || !data || data.passkeys.length > 0) return null;
  return (
    <section
      aria-label={t`Passkey`}
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1">
          <Trans>
            Your admin account can see and change everything. Add a passkey now: admin mode will ask for it
            after the phone code.
          </Trans>
        </p>
        {pathname !== '/settings' && (
          <Link to="/settings#passkeys" className="font-semibold underline underline-offset-4">
            <Trans>Add a passkey</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
