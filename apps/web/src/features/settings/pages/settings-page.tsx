import { Trans, useLingui } from '@lingui/react/macro';
import { SITE } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignedInDevices } from '../components/signed-in-devices';

/** Route /settings: the signed-in person's account settings (today: their signed-in devices). */
export function SettingsPage() {
  const { t } = useLingui();
  const site = SITE.name;
  useDocumentTitle(t`Settings`);
  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Settings</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>Manage how you are signed in to {site}.</Trans>
        </p>
      </div>
      <SignedInDevices />
    </section>
  );
}
