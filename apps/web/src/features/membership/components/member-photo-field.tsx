import { Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_CONTENT_TYPES, MEMBER_PHOTO_MESSAGES } from '@perks/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDeleteMemberPhoto } from '../api/delete-member-photo';
import { useUploadMemberPhoto } from '../api/upload-member-photo';

const ACCEPT = Object.values(IMAGE_CONTENT_TYPES).join(',');

const failure = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/**
 * Add, change or remove the member's own photo from the card (decision 060). The picker uploads
 * at once; the card is fetched again and shows the new photo.
 */
export function MemberPhotoField({ hasPhoto }: { hasPhoto: boolean }) {
  const { t } = useLingui();
  const tc = useContractText();
  const id = useId();
  const upload = useUploadMemberPhoto();
  const remove = useDeleteMemberPhoto();
  const busy = upload.isPending || remove.isPending;
  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(tc(MEMBER_PHOTO_MESSAGES.uploaded)),
      onError: (error) => toast.error(tc(failure(error, MEMBER_PHOTO_MESSAGES.failed))),
    });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(tc(MEMBER_PHOTO_MESSAGES.removed)),
      onError: (error) => toast.error(tc(failure(error, MEMBER_PHOTO_MESSAGES.removeFailed))),
    });

  return (
    <div className="mt-6 space-y-2">
      <Label htmlFor={id}>{hasPhoto ? t`Change your photo` : t`Add your photo`}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>
          Partners see it beside your name when they check your card, so they know the card is yours.
        </Trans>{' '}
        {busy ? t`Saving...` : t`PNG, JPEG, WebP or GIF, up to 5 MB.`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          onChange={onFile}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          className="min-w-0 max-w-full text-sm file:me-2 file:rounded-md file:border file:bg-background file:px-3 file:py-1"
        />
        {hasPhoto && (
          <Button type="button" variant="outline" size="sm" onClick={onRemove} disabled={busy}>
            <Trans>Remove photo</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
