import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /privacy. Placeholder until the screen is built. */
export function PrivacyPage() {
  return <ComingSoonPage title="Privacy Policy" />;
}
