import { useLingui } from '@lingui/react/macro';
import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /terms. Placeholder until the screen is built. */
export function TermsPage() {
  const { t } = useLingui();
  return <ComingSoonPage title={t`Terms of Service`} />;
}
