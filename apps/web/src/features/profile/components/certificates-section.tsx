import { Trans, useLingui } from '@lingui/react/macro';
import { CERTIFICATE_MESSAGES, certificateName, portlandDay, type TCertificate } from '@perks/contract';
import Plus from 'lucide-react/icons/plus';
import { type ChangeEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDeleteCertificate } from '../api/delete-certificate';
import { useCertificates } from '../api/list-certificates';
import { useUploadCertificatePhoto } from '../api/upload-certificate-photo';
import { CertificateForm } from './certificate-form';
import { CertificatePhoto } from './certificate-photo';
import { CertificateStatus } from './certificate-status';

/** One certificate: its name, status, number, issuer and dates, the card's photo, and its actions. */
function CertificateItem({ certificate, onEdit }: { certificate: TCertificate; onEdit: () => void }) {
  const { t } = useLingui();
  const tc = useContractText();
  const name = certificateName(certificate, tc);
  const remove = useDeleteCertificate();
  const upload = useUploadCertificatePhoto();
  const [confirming, setConfirming] = useState(false);
  const inputId = `certificate-photo-${certificate.id}`;

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await upload.mutateAsync({ id: certificate.id, file });
      toast.success(t`Photo added`);
    } catch (error) {
      toast.error(t`Failed to upload photo`, { description: isApiError(error) ? error.message : undefined });
    }
  };
  const onRemove = async () => {
    try {
      await remove.mutateAsync(certificate.id);
      toast.success(tc(CERTIFICATE_MESSAGES.removed));
    } catch (error) {
      toast.error(t`Failed to remove certificate`, {
        description: isApiError(error) ? error.message : undefined,
      });
    }
  };

  return (
    <li className="space-y-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{name}</h3>
        <CertificateStatus expiresOn={certificate.expires_on} date={portlandDay(new Date())} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {certificate.number && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Number</Trans>
            </dt>
            <dd>{certificate.number}</dd>
          </>
        )}
        {certificate.issuer && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Issued by</Trans>
            </dt>
            <dd>{certificate.issuer}</dd>
          </>
        )}
        {certificate.issued_on && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Issued</Trans>
            </dt>
            <dd>{certificate.issued_on}</dd>
          </>
        )}
      </dl>
      {certificate.photo_url && <CertificatePhoto url={certificate.photo_url} alt={t`Photo of ${name}`} />}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onEdit}>
          <Trans>Edit</Trans>
        </Button>
        <Button type="button" variant="outline" size="sm" asChild>
          <label htmlFor={inputId} className="cursor-pointer">
            {certificate.photo_url ? <Trans>Change photo</Trans> : <Trans>Add photo of card</Trans>}
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="sr-only"
              onChange={onPhoto}
              disabled={upload.isPending}
            />
          </label>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trans>Remove</Trans>
        </Button>
      </div>
      <ConfirmDialog
        title={t`Remove this certificate?`}
        description={t`${name} and its photo are removed from your profile.`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Keep it`}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onRemove}
      />
    </li>
  );
}

/**
 * 'Certificates' on one's own profile (decision 097): food handler, ServSafe, alcohol server,
 * allergen awareness, first aid or another; shown to businesses on the applicant card of a job
 * that requires one.
 */
export function CertificatesSection() {
  const { t } = useLingui();
  const certificates = useCertificates(true);
  const [editing, setEditing] = useState<TCertificate | 'new' | null>(null);
  return (
    <section aria-labelledby="certificates-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="certificates-heading" className="text-xl font-semibold">
          <Trans>Certificates</Trans>
        </h2>
        {editing === null && (
          <Button type="button" size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            <Trans>Add certificate</Trans>
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>Only you and the businesses you apply to see your certificates.</Trans>
      </p>
      {editing === 'new' && <CertificateForm onClose={() => setEditing(null)} />}
      {certificates.isPending ? (
        <div role="status" aria-label={t`Loading certificates`}>
          <Skeleton className="h-20 w-full" />
        </div>
      ) : certificates.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>Your certificates could not be loaded.</Trans>
        </p>
      ) : certificates.data.length === 0 ? (
        editing === null && (
          <p className="text-sm text-muted-foreground">
            <Trans>
              No certificates yet. Add your food handler card, ServSafe or alcohol server certificate.
            </Trans>
          </p>
        )
      ) : (
        <ul className="space-y-3">
          {certificates.data.map((certificate) =>
            editing !== 'new' && editing?.id === certificate.id ? (
              <li key={certificate.id}>
                <CertificateForm certificate={certificate} onClose={() => setEditing(null)} />
              </li>
            ) : (
              <CertificateItem
                key={certificate.id}
                certificate={certificate}
                onEdit={() => setEditing(certificate)}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
