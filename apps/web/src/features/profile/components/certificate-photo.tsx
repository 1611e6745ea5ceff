import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useCertificatePhoto } from '../api/get-certificate-photo';

/**
 * A certificate card's photo, fetched with the session (the server shows it to the holder and the
 * businesses they applied to only) and shown from its Blob; with a loading and an error state.
 */
export function CertificatePhoto({ url, alt }: { url: string; alt: string }) {
  const { t } = useLingui();
  const photo = useCertificatePhoto(url);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return;
    const objectUrl = URL.createObjectURL(photo.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);
  if (photo.isError) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        <Trans>The photo could not be loaded.</Trans>
      </p>
    );
  }
  if (!src)
    return <div role="status" aria-label={t`Loading photo`} className="h-24 w-36 rounded-md bg-muted" />;
  return <img src={src} alt={alt} className="max-h-48 w-auto max-w-full rounded-md border object-contain" />;
}
