import { useDocumentTitle } from '@/lib/use-document-title';
import { SignedInDevices } from '../components/signed-in-devices';

/** Route /settings: the signed-in person's account settings (today: their signed-in devices). */
export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="mt-2 text-muted-foreground">Manage how you are signed in to Industry Perks.</p>
      </div>
      <SignedInDevices />
    </section>
  );
}
