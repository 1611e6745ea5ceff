import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /support. Placeholder until the screen is built. */
export function SupportPage() {
  return <ComingSoonPage title="Support" />;
}
