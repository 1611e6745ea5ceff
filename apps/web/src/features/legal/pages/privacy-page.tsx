import { useLingui } from '@lingui/react/macro';
import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /privacy. Placeholder until the screen is built. */
export function PrivacyPage() {
  const { t } = useLingui();
  return <ComingSoonPage title={t`Privacy Policy`} />;
}
