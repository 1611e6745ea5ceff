import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_IMAGE_MESSAGES, type BusinessImageType, IMAGE_CONTENT_TYPES } from '@perks/contract';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useUploadBusinessImage } from '../api/upload-business-image';

const ACCEPT = Object.values(IMAGE_CONTENT_TYPES).join(',');
const LABELS = { logo: msg`Logo`, hero: msg`Hero image` } as const;
const CURRENT_LABELS = { logo: msg`Current logo`, hero: msg`Current hero image` } as const;

interface BusinessImageFieldProps {
  /** The saved business, or undefined while it is new: images need a business first. */
  businessId: string | undefined;
  imageType: BusinessImageType;
  url: string | null;
  /** The business screens read the business again by themselves; a form holding the URL is told. */
  onUploaded?: (url: string) => void;
}

/** A logo or hero image: what is stored now, and a file picker that uploads at once (png, jpeg, webp, gif). */
export function BusinessImageField({ businessId, imageType, url, onUploaded }: BusinessImageFieldProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const id = useId();
  const upload = useUploadBusinessImage();
  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!businessId) {
      toast.error(tc(BUSINESS_IMAGE_MESSAGES.selectBusinessFirst));
      return;
    }
    upload.mutate(
      { businessId, imageType, file },
      {
        onSuccess: (answer) => {
          toast.success(tc(BUSINESS_IMAGE_MESSAGES.uploaded));
          onUploaded?.(answer.url);
        },
        onError: (error) =>
          toast.error(
            tc(isApiError(error) && error.message ? error.message : BUSINESS_IMAGE_MESSAGES.failed),
          ),
      },
    );
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t(LABELS[imageType])}</Label>
      {/* The picker wraps under the image and narrows to its column: a file input is wider than half an admin card. */}
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <img
            src={url}
            alt={t(CURRENT_LABELS[imageType])}
            className="h-12 max-w-24 rounded border object-cover"
          />
        ) : (
          <span className="text-sm text-muted-foreground">
            <Trans>None yet</Trans>
          </span>
        )}
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          onChange={onFile}
          disabled={upload.isPending}
          aria-describedby={`${id}-hint`}
          className="min-w-0 max-w-full text-sm file:me-2 file:rounded-md file:border file:bg-background file:px-3 file:py-1"
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {upload.isPending
          ? t`Uploading...`
          : businessId
            ? t`PNG, JPEG, WebP or GIF, up to 5 MB.`
            : tc(BUSINESS_IMAGE_MESSAGES.selectBusinessFirst)}
      </p>
    </div>
  );
}
