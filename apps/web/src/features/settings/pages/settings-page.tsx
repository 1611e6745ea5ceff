import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '@/components/page-heading';
import { PasskeysCard } from '@/features/auth';
import { SITE } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountLanguagePicker } from '../components/account-language';
import { SignedInDevices } from '../components/signed-in-devices';
import { TextSettings } from '../components/text-settings';
import { YourData } from '../components/your-data';

/** Route /settings: the signed-in person's account settings (their language, their texts, their passkeys and their signed-in devices). */
export function SettingsPage() {
  const { t } = useLingui();
  const site = SITE.name;
  useDocumentTitle(t`Settings`);
  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <PageHeading title={<Trans>Settings</Trans>} tracking="tight">
        <Trans>Manage how you are signed in to {site}.</Trans>
      </PageHeading>
      <section aria-labelledby="settings-language" className="rounded-lg border p-4 sm:p-6">
        <h2 id="settings-language" className="text-lg font-semibold">
          <Trans>Language</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>The app, your texts and your e-mails use this language.</Trans>
        </p>
        <AccountLanguagePicker className="mt-4 max-w-xs" />
      </section>
      <TextSettings />
      <PasskeysCard />
      <SignedInDevices />
      <YourData />
    </section>
  );
}
