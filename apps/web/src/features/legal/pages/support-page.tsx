import { useLingui } from '@lingui/react/macro';
import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /support. Placeholder until the screen is built. */
export function SupportPage() {
  const { t } = useLingui();
  return <ComingSoonPage title={t`Support`} />;
}
