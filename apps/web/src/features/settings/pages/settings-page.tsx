import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /settings: account settings. Placeholder until the screen is built. */
export function SettingsPage() {
  return <ComingSoonPage title="Settings" />;
}
