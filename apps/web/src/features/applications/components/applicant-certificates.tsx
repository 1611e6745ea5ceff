import { Trans, useLingui } from '@lingui/react/macro';
import { CERTIFICATE_KIND_LABELS, formatCertificateDate, type TApplicantCertificate } from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { CertificatePhoto } from '@/features/profile';
import { useContractText } from '@/lib/i18n/contract-text';

/** One required certificate on the card: held or not, valid on the start date or expired, with the expiry. */
function CertificateLine({ certificate }: { certificate: TApplicantCertificate }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const name = tc(CERTIFICATE_KIND_LABELS[certificate.kind]);
  const expiry = certificate.expires_on ? formatCertificateDate(certificate.expires_on, i18n.locale) : null;
  const checked = formatCertificateDate(certificate.checked_on, i18n.locale);
  return (
    <li className="space-y-1 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{name}</span>
        {!certificate.held ? (
          <Badge variant="outline">{t`Not held`}</Badge>
        ) : certificate.valid ? (
          <Badge variant="secondary">{t`Held, valid`}</Badge>
        ) : (
          <Badge variant="destructive">{t`Held, expired`}</Badge>
        )}
      </div>
      {certificate.held && (
        <p className="text-muted-foreground">
          {expiry === null ? (
            <Trans>No expiry date</Trans>
          ) : certificate.valid ? (
            <Trans>
              Expires {expiry}; valid on {checked}
            </Trans>
          ) : (
            <Trans>
              Expired {expiry}; not valid on {checked}
            </Trans>
          )}
        </p>
      )}
      {certificate.number && (
        <p>
          <Trans>Number: {certificate.number}</Trans>
          {certificate.issuer && <> · {certificate.issuer}</>}
        </p>
      )}
      {certificate.photo_url && <CertificatePhoto url={certificate.photo_url} alt={t`Photo of ${name}`} />}
    </li>
  );
}

/**
 * The job's required certificates on an applicant's card (decision 097): which the applicant
 * holds and whether each is valid on the start date. Nothing when the job requires none.
 */
export function ApplicantCertificates({ certificates }: { certificates: readonly TApplicantCertificate[] }) {
  const { t } = useLingui();
  if (certificates.length === 0) return null;
  return (
    <section aria-label={t`Required certificates`} className="space-y-2 text-sm">
      <h3 className="font-medium">
        <Trans>Required certificates</Trans>
      </h3>
      <ul className="space-y-2">
        {certificates.map((certificate) => (
          <CertificateLine key={certificate.kind} certificate={certificate} />
        ))}
      </ul>
    </section>
  );
}
