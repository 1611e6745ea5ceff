import { useLingui } from '@lingui/react/macro';
import { formatCertificateDate, isCertificateValidOn } from '@perks/contract';
import { Badge } from '@/components/ui/badge';

/** 'Valid until …', 'Expired …' or 'No expiry date' for a certificate, as of `date` (YYYY-MM-DD). */
export function CertificateStatus({ expiresOn, date }: { expiresOn: string | null; date: string }) {
  const { t, i18n } = useLingui();
  if (expiresOn === null) return <Badge variant="secondary">{t`No expiry date`}</Badge>;
  const when = formatCertificateDate(expiresOn, i18n.locale);
  return isCertificateValidOn(expiresOn, date) ? (
    <Badge variant="secondary">{t`Valid until ${when}`}</Badge>
  ) : (
    <Badge variant="destructive">{t`Expired ${when}`}</Badge>
  );
}
