import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /terms. Placeholder until the screen is built. */
export function TermsPage() {
  return <ComingSoonPage title="Terms of Service" />;
}
